// GET, PUT and DELETE /api/forms/<type>/draft: a claimant's saved answers (save and return), only for the
// member the form's authorization cookie names, and only with the anti-forgery header. A draft is decoded with
// the same Schema the site encodes it with (domain/drafts/claim-draft.ts) before it is sealed and stored, so
// nothing that is not a draft is kept; a save names the version it was based on, and one based on an older
// version than the stored one is a 409 that tells the site the version to reload, and one from a member whose
// claims of the form are all filed is a 409 that says so (filed: true) and keeps nothing. Every call renews the
// authorization, as the other authorized calls do.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Result, Schema } from "effect";
import { claimsAllowed } from "../../domain/case/site-settings.schema.ts";
import { ClaimDraft, decodeClaimDraft, encodeClaimDraft } from "../../domain/drafts/claim-draft.ts";
import { passedDeadline } from "../../domain/deadlines/deadline-check.ts";
import { FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import type { ApiContext } from "./api-context.ts";
import { refuse } from "./api-answer.ts";
import { grantAuthorization, readAuthorization } from "./authorization-cookie.ts";
import { formSegment } from "./claims-api-segments.ts";
import { requireCsrf } from "./csrf-guard.ts";
import { decodeBody } from "./decode-body.ts";
import { countAttempt, refuseTooManyAttempts } from "./rate-limit.ts";
import type { RosterMember } from "../store/member-roster.port.ts";
import { DEADLINE_PASSED } from "./submission/submit-answers.ts";

/** A draft is every answer of a form but its files: far below this, whatever the form. */
export const DRAFT_BODY_LIMIT = 256 * 1024;

/** The highest version a draft can reach: a save a second for 68 years. */
const MAX_VERSION = 2_147_483_647;

export const DraftSave = Schema.Struct({
  /** The version the site's answers were based on: 0 for none. */
  version: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThan(MAX_VERSION)),
  draft: ClaimDraft
});

export const DRAFT_NOT_AUTHORIZED = "Drafts need this form authorized in this session: authorize with your credentials first.";

export const DRAFT_OF_ANOTHER_FORM = "draft.formType: the draft is of another form than the address names.";

export const DRAFT_OF_FILED_CLAIM = "Your claim of this form has been filed: there is nothing left to save.";

export const DRAFT_VERSION_CONFLICT = "The draft was saved from another tab or device since: load it again before saving.";

/** The member the form's authorization names, still in the roster and allowed the form; the reply is sent otherwise. */
const authorizedMember = async (context: ApiContext, request: FastifyRequest, reply: FastifyReply, formType: FormType): Promise<RosterMember | null> => {
  const rate = await countAttempt(context, "draft", request.ip);
  if (!rate.allowed) {
    await refuseTooManyAttempts(request, reply, rate);
    return null;
  }
  const authorization = readAuthorization(context, request, formType);
  const member = authorization.kind === "authorized" ? await context.roster.member(authorization.memberKey) : null;
  if (authorization.kind !== "authorized" || member?.formTypes.includes(formType) !== true) {
    await refuse(request, reply, 401, DRAFT_NOT_AUTHORIZED);
    return null;
  }
  grantAuthorization(context, reply, formType, authorization);
  return member;
};

const registerDraft = (api: FastifyInstance, context: ApiContext, formType: FormType): void => {
  const path = `/forms/${formSegment(formType)}/draft`;
  const options = { onRequest: requireCsrf(context) };

  api.get(path, options, async (request, reply) => {
    const member = await authorizedMember(context, request, reply, formType);
    if (member === null) return reply;
    const stored = await context.store.drafts.read(formType, member.key);
    const text = stored === null ? null : context.drafts.open(formType, member.key, stored.sealed);
    const draft = text === null ? null : decodeClaimDraft(text);
    // Sealed under another DRAFT_KEY, or of a shape this site no longer reads: nothing to give back, and the
    // next save replaces it from its version.
    if (stored !== null && draft === null) request.log.warn({ event: "draftUnreadable", formType }, "a stored draft could not be opened");
    return { version: stored?.version ?? 0, draft, savedAt: draft === null ? null : (stored?.savedAt.toISOString() ?? null) };
  });

  api.put(path, { ...options, bodyLimit: DRAFT_BODY_LIMIT }, async (request, reply) => {
    const member = await authorizedMember(context, request, reply, formType);
    if (member === null) return reply;
    const body = decodeBody(DraftSave, request.body);
    if (Result.isFailure(body)) return refuse(request, reply, 400, body.failure);
    const { version, draft } = body.success;
    if (draft.formType !== formType) return refuse(request, reply, 400, DRAFT_OF_ANOTHER_FORM);
    const now = context.clock();
    if (passedDeadline(context.deadlines, formType, `/${formSegment(formType)}`, now.getTime()) !== null) return refuse(request, reply, 403, DEADLINE_PASSED);
    const sealed = context.drafts.seal(formType, member.key, encodeClaimDraft(draft));
    const written = await context.store.drafts.write(formType, member.key, version, sealed, now, claimsAllowed(context.claimsCase.site, formType));
    // Another device filed the claim since this one last saved: a draft now would only be a filed claim's.
    if (written.kind === "filed") return refuse(request, reply, 409, DRAFT_OF_FILED_CLAIM, { version: 0, filed: true });
    if (written.kind === "conflict") return refuse(request, reply, 409, DRAFT_VERSION_CONFLICT, { version: written.version });
    return { version: written.version };
  });

  api.delete(path, options, async (request, reply) => {
    const member = await authorizedMember(context, request, reply, formType);
    if (member === null) return reply;
    await context.store.drafts.remove(formType, member.key);
    return reply.code(204).send();
  });
};

export const registerDraftRoutes = (api: FastifyInstance, context: ApiContext): void => {
  for (const formType of FORM_TYPES) registerDraft(api, context, formType);
};
