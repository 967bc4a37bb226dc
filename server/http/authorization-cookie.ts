// The per-form-type authorization (spec section 6) as a signed cookie: which member (their member key,
// never their credentials), until when. It is a backstop renewed by every call it authorizes,
// never the session's own limit; it is never stored server-side. The cookie itself lives only as long as
// the browser's session: a reload or another tab may come back to the claim (save and return), a browser
// closed and opened again by the next person at a shared computer may not.
import type { FastifyReply, FastifyRequest } from "fastify";
import { FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import type { ApiContext } from "./api-context.ts";
import { MEMBER_KEY_PATTERN } from "./member-identity.ts";

/**
 * How long an authorization lasts after the last call it authorized (authorize, submit, tracking), on the
 * server clock. The site's own inactivity time-out (30 minutes, extended by every keystroke, which the server
 * never sees) is what ends a session, by calling session-timeout; this only has to outlast an active claimant
 * working through the pages between two authorized calls, and to end a session whose browser vanished.
 */
export const AUTHORIZATION_LIFETIME_MINUTES = 4 * 60;
const AUTHORIZATION_MS = AUTHORIZATION_LIFETIME_MINUTES * 60_000;

export type Authorization =
  | { readonly kind: "none" }
  | { readonly kind: "expired" }
  /** Signed by this deployment for the member the key names; the roster says whether they are still in the class. */
  | { readonly kind: "authorized"; readonly memberKey: string };

interface Grant {
  readonly member: string;
  readonly expiresAt: number;
}

const decodeGrant = (payload: string): Grant | null => {
  try {
    const grant: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof grant !== "object" || grant === null || !("member" in grant) || !("expiresAt" in grant)) return null;
    const { member, expiresAt } = grant;
    return typeof member === "string" && typeof expiresAt === "number" ? { member, expiresAt } : null;
  } catch {
    return null;
  }
};

/** Sets (or renews) the form type's authorization for the member, from the server clock's now. */
export const grantAuthorization = (context: ApiContext, reply: FastifyReply, formType: FormType, memberKey: string): void => {
  const grant: Grant = { member: memberKey, expiresAt: context.clock().getTime() + AUTHORIZATION_MS };
  const payload = Buffer.from(JSON.stringify(grant), "utf8").toString("base64url");
  context.cookies.setSigned(reply, context.cookies.names.authorization(formType), payload);
};

export const readAuthorization = (context: ApiContext, request: FastifyRequest, formType: FormType): Authorization => {
  const payload = context.cookies.readSigned(request, context.cookies.names.authorization(formType));
  const grant = payload === null ? null : decodeGrant(payload);
  if (grant === null) return { kind: "none" };
  if (context.clock().getTime() > grant.expiresAt) return { kind: "expired" };
  return MEMBER_KEY_PATTERN.test(grant.member) ? { kind: "authorized", memberKey: grant.member } : { kind: "none" };
};

/** Logs out of every form type. */
export const clearAuthorizations = (context: ApiContext, reply: FastifyReply): void => {
  for (const formType of FORM_TYPES) context.cookies.clear(reply, context.cookies.names.authorization(formType));
};
