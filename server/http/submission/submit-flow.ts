// One submit, in order: the form type's authorization (from its cookie), a place among this replica's submits
// in progress (or 503 with Retry-After, before any query or byte read), the rate limit and the member (read
// together), the authorization renewed, an Idempotency-Key, the multipart body read under the upload limits,
// the captcha; then the key is taken and the claim decided.
// A replay or refusal is answered from or kept under the key; only an accepted claim is filed, atomically,
// and only within the member's allowance of claims of the form type.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import type { StoredAnswer } from "../../store/claim-store.port.ts";
import type { RosterMember } from "../../store/member-roster.port.ts";
import { readUpload, type UploadRules } from "../../uploads/multipart-reader.ts";
import type { ApiContext } from "../api-context.ts";
import { refuse } from "../api-answer.ts";
import { grantAuthorization, type Holder, openNotice, readAuthorization } from "../authorization-cookie.ts";
import { checkCaptcha } from "../captcha-check.ts";
import { countAttempt, refuseTooManyAttempts } from "../rate-limit.ts";
import { SHED_RETRY_AFTER_SECONDS } from "../submit-gate.ts";
import { decideClaim } from "./claim-decision.ts";
import { CLAIM_TEXT_PARTS, DOCUMENTS_PART } from "./claim-parts.ts";
import { requestHash } from "./request-hash.ts";
import { FILING_ANSWERS } from "./submit-answers.ts";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** A UUID in practice; anything printable and short enough to index. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,128}$/;

export const NOT_AUTHORIZED = "This form is not authorized in this session: authorize with your credentials first.";
export const AUTHORIZATION_EXPIRED = "The authorization for this form has expired: authorize again.";
export const KEY_MISMATCH = "This Idempotency-Key was already used for a different claim.";
export const KEY_IN_FLIGHT = "A submission with this Idempotency-Key is still being handled; try again in a moment.";

const send = (reply: FastifyReply, answer: StoredAnswer): FastifyReply => reply.code(answer.status).send(answer.body);

const uploadRules = (context: ApiContext): UploadRules => ({
  limits: context.uploads,
  textParts: CLAIM_TEXT_PARTS,
  filePart: DOCUMENTS_PART,
  inspect: context.documents.inspect
});

/** The bytes a submit brings: its declared length, or the per-request limit when it declares none (chunked). */
const declaredBytes = (request: FastifyRequest, limit: number): number => {
  const declared = Number(request.headers["content-length"]);
  return Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, limit) : limit;
};

const shed = (request: FastifyRequest, reply: FastifyReply, context: ApiContext): FastifyReply => {
  const seconds = SHED_RETRY_AFTER_SECONDS;
  reply.header("retry-after", String(seconds));
  request.log.warn({ event: "shed", route: request.routeOptions.url, ...context.submitGate.load() }, "submit shed: too many in progress");
  return refuse(request, reply, 503, `Many claims are being filed right now; nothing was filed. Send the same claim again in ${seconds} seconds.`, {
    retryAfterSeconds: seconds
  });
};

const handleSubmit = async (
  context: ApiContext,
  formType: FormType,
  member: RosterMember,
  holder: Holder,
  request: FastifyRequest,
  reply: FastifyReply
): Promise<FastifyReply> => {
  grantAuthorization(context, reply, formType, holder);
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
    return refuse(request, reply, 400, "An Idempotency-Key header (up to 128 letters, digits, '.', '_', ':' or '-') is required.");
  }
  if (!request.isMultipart()) return refuse(request, reply, 415, "A claim is sent as multipart/form-data.");
  const reading = await readUpload(request, uploadRules(context));
  if (reading.kind === "refused") {
    // The rest of the body was never read: the connection cannot be reused for another request.
    if (reading.unread) reply.header("connection", "close");
    const error = `The upload was refused: ${reading.problems.map((problem) => problem.message).join(" ")}`;
    return refuse(request, reply, reading.status, error, { problems: reading.problems });
  }
  const { upload } = reading;
  const captcha = await checkCaptcha(context, request, upload.texts.get("reCaptchaResponse"));
  if (captcha.kind === "refused") return refuse(request, reply, captcha.status, captcha.error);
  const hash = requestHash(context.identities, member.key, formType, upload.texts, upload.files);
  const now = context.clock();
  const held = await context.store.acquireIdempotencyKey(key, hash, now, context.idempotencyLeaseMs);
  switch (held.kind) {
    case "replay":
      return send(reply, held.answer);
    case "mismatch":
      return refuse(request, reply, 422, KEY_MISMATCH);
    case "inFlight":
      reply.header("retry-after", "1");
      return refuse(request, reply, 409, KEY_IN_FLIGHT);
    case "acquired":
      break;
  }
  let answer: StoredAnswer;
  try {
    const decision = decideClaim({ context, formType, member, upload, now, authorizedNotice: openNotice(context, formType, holder) });
    if (decision.kind === "refused") {
      await context.store.settleIdempotencyKey(key, decision.answer);
      answer = decision.answer;
    } else {
      const filing = await context.store.fileClaim(key, hash, decision.claim, FILING_ANSWERS);
      if (filing.kind === "alreadyFiled") request.log.info({ event: "alreadyFiled", formType }, "a claim beyond the member's allowance was refused");
      answer = filing.answer;
    }
  } catch (error) {
    // Nothing was kept under the key (the filing is all or nothing): free it, so the client's retry runs now
    // instead of meeting 409 until the lease ends. Then the error is answered as it would have been.
    await context.store.releaseIdempotencyKey(key, hash, now).catch((released: unknown) => {
      request.log.error({ err: released }, "an idempotency key could not be released; it frees itself when its lease ends");
    });
    throw error;
  }
  return send(reply, answer);
};

export const submitClaim =
  (context: ApiContext, formType: FormType) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    // The authorization is read from its signed cookie, with no query: only an authorized member takes a place.
    const authorization = readAuthorization(context, request, formType);
    if (authorization.kind !== "authorized") {
      const rate = await countAttempt(context, "submit", request.ip);
      if (!rate.allowed) return refuseTooManyAttempts(request, reply, rate);
      return refuse(request, reply, 401, authorization.kind === "expired" ? AUTHORIZATION_EXPIRED : NOT_AUTHORIZED);
    }
    const ticket = context.submitGate.enter(declaredBytes(request, context.uploads.maxRequestBytes));
    // Node reads and discards the body of a shed submit after the answer: closing instead could reset the
    // connection under a client still uploading, which would lose the 503 and its Retry-After.
    if (ticket === null) return shed(request, reply, context);
    try {
      // One indexed read, made while the address's attempt is counted (neither waits for the other): a member
      // the roster no longer holds, or no longer allows this form, files nothing.
      const [member, rate] = await Promise.all([context.roster.member(authorization.memberKey), countAttempt(context, "submit", request.ip)]);
      if (!rate.allowed) return await refuseTooManyAttempts(request, reply, rate);
      if (member?.formTypes.includes(formType) !== true) return await refuse(request, reply, 401, NOT_AUTHORIZED);
      return await handleSubmit(context, formType, member, authorization, request, reply);
    } finally {
      ticket.leave();
    }
  };
