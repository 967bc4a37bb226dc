// POST /api/forms/<type>/authorize (spec sections 6 and 7): the credentials model and a captcha token
// in; the class member they name gets a signed authorization cookie for that form type and their
// prepopulated data. Wrong credentials are a 401 and count against the notice id, which is locked (429 with
// Retry-After) after too many (credential-lock.ts); a body that does not decode is a 400 naming the path.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Result, Schema } from "effect";
import { WireFields } from "../../domain/api/field-values.schema.ts";
import { FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import { findMember } from "../case/find-member.ts";
import type { ApiContext } from "./api-context.ts";
import { refuse } from "./api-answer.ts";
import { grantAuthorization, sealNotice } from "./authorization-cookie.ts";
import { checkCaptcha } from "./captcha-check.ts";
import { formSegment } from "./claims-api-segments.ts";
import { requireCsrf } from "./csrf-guard.ts";
import { decodeBody } from "./decode-body.ts";
import { checkLock, lockedMessage, noticeKeyOf, recordFailure } from "./credential-lock.ts";
import { countAttempt, refuseTooManyAttempts } from "./rate-limit.ts";

/** The body adapters/http/authorize-body.ts sends; the model's identity and metadata are not needed here. */
export const AuthorizeBody = Schema.Struct({
  credentials: Schema.Struct({ fields: WireFields }),
  reCaptchaResponse: Schema.optionalKey(Schema.NullOr(Schema.String))
});

/** Credentials are a few short fields; anything bigger is not an authorize body. */
const AUTHORIZE_BODY_LIMIT = 16 * 1024;

export const WRONG_CREDENTIALS = "The credentials do not match a class member who may file this form.";

/** The 429 of a locked notice id: Retry-After, and the seconds left in the body for the site to say. */
const refuseLocked = (request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number, captcha: boolean | null): FastifyReply => {
  reply.header("retry-after", String(retryAfterSeconds));
  return refuse(request, reply, 429, lockedMessage(retryAfterSeconds), { captcha, retryAfterSeconds });
};

const registerAuthorize = (api: FastifyInstance, context: ApiContext, formType: FormType): void => {
  api.post(
    `/forms/${formSegment(formType)}/authorize`,
    { onRequest: requireCsrf(context), bodyLimit: AUTHORIZE_BODY_LIMIT, config: { answerShape: "authorize" } },
    async (request, reply) => {
      const rate = await countAttempt(context, "authorize", request.ip);
      if (!rate.allowed) return refuseTooManyAttempts(request, reply, rate);
      const body = decodeBody(AuthorizeBody, request.body);
      if (Result.isFailure(body)) return refuse(request, reply, 400, body.failure);
      const captcha = await checkCaptcha(context, request, body.success.reCaptchaResponse);
      if (captcha.kind === "refused") return refuse(request, reply, captcha.status, captcha.error, { captcha: false });
      const captchaVerdict = context.captchaOn ? true : null;
      const { fields } = body.success.credentials;
      const noticeKey = noticeKeyOf(context, fields);
      // A locked notice id is refused before its credentials are compared: even the right PIN waits.
      const lock = noticeKey === null ? null : await checkLock(context, noticeKey);
      if (lock?.locked === true) {
        request.log.warn({ event: "lockedAttempt", formType, notice: noticeKey, retryAfterSeconds: lock.retryAfterSeconds }, "authorize refused: notice id locked");
        return refuseLocked(request, reply, lock.retryAfterSeconds, captchaVerdict);
      }
      const member = await findMember(context.roster, context.identities, formType, fields);
      if (member === null) {
        const after = noticeKey === null ? null : await recordFailure(context, noticeKey);
        request.log.warn({ event: "authorizeFailed", formType, notice: noticeKey, ip: request.ip }, "authorize refused: no such member");
        if (after?.locked === true) {
          request.log.warn({ event: "noticeLocked", formType, notice: noticeKey, retryAfterSeconds: after.retryAfterSeconds }, "notice id locked");
          return refuseLocked(request, reply, after.retryAfterSeconds, captchaVerdict);
        }
        return refuse(request, reply, 401, WRONG_CREDENTIALS, { captcha: captchaVerdict });
      }
      // Most claimants type their PIN right the first time: only a notice id with failures has a count to clear.
      // (A failure racing this success stays counted, and is forgotten a day later like any other.)
      if (noticeKey !== null && lock?.failed === true) await context.store.clearCredentialFailures(noticeKey);
      const notice = context.identifierField === null ? null : sealNotice(context, formType, member.key, fields[context.identifierField]);
      grantAuthorization(context, reply, formType, { memberKey: member.key, notice });
      return { authorized: true, error: null, captcha: captchaVerdict, prepopulatedData: member.prepopulatedData };
    }
  );
};

export const registerAuthorizeRoutes = (api: FastifyInstance, context: ApiContext): void => {
  for (const formType of FORM_TYPES) registerAuthorize(api, context, formType);
};
