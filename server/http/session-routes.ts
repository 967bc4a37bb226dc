// The unsafe calls besides authorize and submit (spec section 7): a tracking event, decoded and stored
// under the rate limit and only for a form type the session is authorized for (renewing that authorization),
// never for a credentials field, and with its value only for a field the case lists in trackedFields; and
// the session time-out, which clears every form type's authorization. Both need the CSRF header. And which
// form types this browser's cookies still authorize, so a reload can come back to its page (claim-drafts.ts);
// it names form types only, and renews nothing.
import type { FastifyInstance } from "fastify";
import { Result, Schema } from "effect";
import type { ApiContext } from "./api-context.ts";
import { refuse } from "./api-answer.ts";
import { FORM_TYPES, isFormType, UNEXPECTED_FORM_TYPE } from "../../domain/navigation/form-type.ts";
import { clearAuthorizations, grantAuthorization, readAuthorization } from "./authorization-cookie.ts";
import { requireCsrf } from "./csrf-guard.ts";
import { decodeBody } from "./decode-body.ts";
import { countAttempt, refuseTooManyAttempts } from "./rate-limit.ts";
import { credentialFieldKeys, isTrackedValue } from "../../domain/case/tracked-fields.ts";
import { hasForbiddenCharacter } from "../../domain/validation/field-bounds.ts";

const MAX_FIELD_KEY = 200;
const MAX_FIELD_VALUE = 4000;

/** What web/ sends (domain/api/tracking-event.ts), bounded so the store never takes an essay. */
export const TrackingBody = Schema.Struct({
  formType: Schema.NonEmptyString.check(Schema.isMaxLength(64)),
  fieldKey: Schema.NonEmptyString.check(Schema.isMaxLength(MAX_FIELD_KEY)),
  fieldValue: Schema.Union([Schema.String.check(Schema.isMaxLength(MAX_FIELD_VALUE)), Schema.Number, Schema.Boolean, Schema.Null])
});

const TRACKING_BODY_LIMIT = 16 * 1024;

export const FORBIDDEN_IN_VALUE = "fieldValue: control characters (such as U+0000), text-direction overrides and unpaired surrogates are not allowed.";

export const CREDENTIALS_NOT_TRACKED = "fieldKey: credentials fields are never tracked.";

export const TRACKING_NOT_AUTHORIZED = "Tracking needs this form authorized in this session: authorize with your credentials first.";

export const registerSessionRoutes = (api: FastifyInstance, context: ApiContext): void => {
  api.post("/telemetry/tracking", { onRequest: requireCsrf(context), bodyLimit: TRACKING_BODY_LIMIT }, async (request, reply) => {
    if (!context.claimsCase.site.trackingEnabled) return refuse(request, reply, 403, "Tracking is not enabled for this case.");
    const rate = await countAttempt(context, "tracking", request.ip);
    if (!rate.allowed) return refuseTooManyAttempts(request, reply, rate);
    const body = decodeBody(TrackingBody, request.body);
    if (Result.isFailure(body)) return refuse(request, reply, 400, body.failure);
    const { formType, fieldKey, fieldValue } = body.success;
    if (typeof fieldValue === "string" && hasForbiddenCharacter(fieldValue)) return refuse(request, reply, 400, FORBIDDEN_IN_VALUE);
    if (!isFormType(formType)) return refuse(request, reply, 400, `formType: ${UNEXPECTED_FORM_TYPE}`);
    const { modelConfig, site } = context.claimsCase;
    if (credentialFieldKeys(modelConfig).has(fieldKey)) return refuse(request, reply, 400, CREDENTIALS_NOT_TRACKED);
    const authorization = readAuthorization(context, request, formType);
    if (authorization.kind !== "authorized") return refuse(request, reply, 401, TRACKING_NOT_AUTHORIZED);
    // A member the roster no longer holds, or no longer allows this form, is not kept signed in.
    const member = await context.roster.member(authorization.memberKey);
    if (member?.formTypes.includes(formType) !== true) return refuse(request, reply, 401, TRACKING_NOT_AUTHORIZED);
    grantAuthorization(context, reply, formType, authorization);
    const kept = isTrackedValue(site.trackedFields ?? [], modelConfig, fieldKey) ? fieldValue : null;
    await context.store.recordTracking({ formType, fieldKey, fieldValue: kept, receivedAt: context.clock() });
    return reply.code(204).send();
  });

  api.get("/session", (request) => ({
    authorizedForms: FORM_TYPES.filter((formType) => readAuthorization(context, request, formType).kind === "authorized")
  }));

  api.post("/session-timeout", { onRequest: requireCsrf(context) }, (_request, reply) => {
    clearAuthorizations(context, reply);
    return reply.code(204).send();
  });
};
