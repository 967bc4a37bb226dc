// The per-form-type authorization (spec section 6) as a signed cookie: which member (their member key,
// never their credentials), until when, and their notice id sealed (draft-sealing.ts), so that a claim sent
// without its credentials (after a reload, or from another device) is filed with the notice id that names the
// claimant to the administrator. It is a backstop renewed by every call it authorizes,
// never the session's own limit; it is never stored server-side. The cookie itself lives only as long as
// the browser's session: a reload or another tab may come back to the claim (save and return), a browser
// closed and opened again by the next person at a shared computer may not. A cookie saying only that it was
// set goes with it, and with it is cleared (api-cookies.ts, authorizationHeld).
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
  | ({ readonly kind: "authorized" } & Holder);

/** Whom an authorization names: the member key, and the notice id they authorized with, sealed (null: none). */
export interface Holder {
  readonly memberKey: string;
  /** Opaque: passed on unopened at each renewal, opened only to file a claim (openNotice). */
  readonly notice: string | null;
}

/** A notice id longer than this is not carried: the cookie must stay far below a browser's 4 KB. */
const MAX_NOTICE_LENGTH = 256;

interface Grant {
  readonly member: string;
  readonly expiresAt: number;
  readonly notice?: string;
}

const decodeGrant = (payload: string): Grant | null => {
  try {
    const grant: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof grant !== "object" || grant === null || !("member" in grant) || !("expiresAt" in grant)) return null;
    const { member, expiresAt } = grant;
    const notice = "notice" in grant && typeof grant.notice === "string" ? grant.notice : undefined;
    return typeof member === "string" && typeof expiresAt === "number" ? { member, expiresAt, ...(notice === undefined ? {} : { notice }) } : null;
  } catch {
    return null;
  }
};

/** The notice id as the member authorized with it (trimmed), sealed for the form and member; null when there is none to carry. */
export const sealNotice = (context: ApiContext, formType: FormType, memberKey: string, value: unknown): string | null => {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const notice = String(value).trim();
  if (notice === "" || notice.length > MAX_NOTICE_LENGTH) return null;
  return Buffer.from(context.notices.seal(formType, memberKey, notice)).toString("base64url");
};

/** The notice id an authorization carries, or null (none, or not sealed for this member and form under this key). */
export const openNotice = (context: ApiContext, formType: FormType, holder: Holder): string | null =>
  holder.notice === null ? null : context.notices.open(formType, holder.memberKey, Buffer.from(holder.notice, "base64url"));

/** Sets (or renews) the form type's authorization for the member, from the server clock's now. */
export const grantAuthorization = (context: ApiContext, reply: FastifyReply, formType: FormType, holder: Holder): void => {
  const grant: Grant = {
    member: holder.memberKey,
    expiresAt: context.clock().getTime() + AUTHORIZATION_MS,
    ...(holder.notice === null ? {} : { notice: holder.notice })
  };
  const payload = Buffer.from(JSON.stringify(grant), "utf8").toString("base64url");
  context.cookies.setSigned(reply, context.cookies.names.authorization(formType), payload);
  context.cookies.set(reply, context.cookies.names.authorizationHeld(formType), "1", { sameSite: "Lax" });
};

export const readAuthorization = (context: ApiContext, request: FastifyRequest, formType: FormType): Authorization => {
  const payload = context.cookies.readSigned(request, context.cookies.names.authorization(formType));
  const grant = payload === null ? null : decodeGrant(payload);
  if (grant === null) return { kind: "none" };
  if (context.clock().getTime() > grant.expiresAt) return { kind: "expired" };
  return MEMBER_KEY_PATTERN.test(grant.member) ? { kind: "authorized", memberKey: grant.member, notice: grant.notice ?? null } : { kind: "none" };
};

/** Logs out of every form type. */
export const clearAuthorizations = (context: ApiContext, reply: FastifyReply): void => {
  for (const formType of FORM_TYPES) {
    context.cookies.clear(reply, context.cookies.names.authorization(formType));
    context.cookies.clear(reply, context.cookies.names.authorizationHeld(formType));
  }
};
