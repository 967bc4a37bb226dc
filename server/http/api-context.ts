// Everything a route needs, worked out once when the app is built from its deps: whether captcha is on,
// the cookies, the deadlines read from the case, the upload limits and the threads that inspect files, and
// the gate that bounds submits in progress (the one thing here that changes per request).
import type { CaptchaVerifier } from "../captcha/captcha-verifier.port.ts";
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import { SettingsError } from "../settings/server-settings.ts";
import type { ClaimStore } from "../store/claim-store.port.ts";
import { type UploadLimits, uploadLimitsFor } from "../uploads/upload-limits.ts";
import { toDeadlineSettings, type DeadlineSettings } from "../../domain/deadlines/deadline-settings.ts";
import { type ApiCookies, makeApiCookies } from "./api-cookies.ts";
import type { ClaimsAppDeps } from "./claims-app-deps.ts";
import type { MemberRoster } from "../store/member-roster.port.ts";
import { type MemberIdentities, makeMemberIdentities } from "./member-identity.ts";
import { makeSubmitGate, type SubmitGate } from "./submit-gate.ts";
import { type DraftSealer, makeDraftSealer } from "../drafts/draft-sealing.ts";
import { type DocumentInspector, documentInspector } from "../uploads/document-inspector.ts";

const UNBOUNDED = { maxSubmits: Number.MAX_SAFE_INTEGER, maxBytes: Number.MAX_SAFE_INTEGER };

export const MIN_COOKIE_SECRET_LENGTH = 32;

export interface ApiContext {
  readonly claimsCase: ClaimsCase;
  readonly store: ClaimStore;
  readonly roster: MemberRoster;
  readonly clock: () => Date;
  readonly captchaVerifier: CaptchaVerifier;
  readonly production: boolean;
  readonly idempotencyLeaseMs: number;
  /** Spec section 4: on in production, and only when the case has a site key. */
  readonly captchaOn: boolean;
  readonly cookies: ApiCookies;
  readonly identities: MemberIdentities;
  /** The members' first credential field (the notice id), whose failures lock it (credential-lock.ts). */
  readonly identifierField: string | null;
  readonly deadlines: DeadlineSettings;
  readonly uploads: UploadLimits;
  /** The threads that judge and hash received files (the process's one pool). */
  readonly documents: DocumentInspector;
  /** Submits and upload bytes in progress on this replica, bounded (submit-gate.ts). */
  readonly submitGate: SubmitGate;
  /** Seals and opens claimants' drafts under the deployment's DRAFT_KEY. */
  readonly drafts: DraftSealer;
  /** Seals and opens the notice id an authorization cookie carries, under the same key (authorization-cookie.ts). */
  readonly notices: DraftSealer;
}

/** Throws a SettingsError for a secret, member key or draft key too short or a lease that is no duration, and for deadlines that do not parse. */
export const makeApiContext = (deps: ClaimsAppDeps): ApiContext => {
  const { settings, claimsCase } = deps;
  if (settings.cookieSecret.length < MIN_COOKIE_SECRET_LENGTH) {
    throw new SettingsError("COOKIE_SECRET", `the cookie secret needs at least ${MIN_COOKIE_SECRET_LENGTH} characters`);
  }
  if (settings.memberKey.length < MIN_COOKIE_SECRET_LENGTH) {
    throw new SettingsError("MEMBER_KEY", `the member key needs at least ${MIN_COOKIE_SECRET_LENGTH} characters`);
  }
  if (settings.draftKey.length < MIN_COOKIE_SECRET_LENGTH) {
    throw new SettingsError("DRAFT_KEY", `the draft key needs at least ${MIN_COOKIE_SECRET_LENGTH} characters`);
  }
  if (!Number.isSafeInteger(settings.idempotencyLeaseMs) || settings.idempotencyLeaseMs <= 0) {
    throw new SettingsError("IDEMPOTENCY_LEASE_MS", `the idempotency lease must be a positive number of milliseconds, not ${settings.idempotencyLeaseMs}`);
  }
  return {
    claimsCase,
    store: deps.store,
    roster: deps.roster,
    clock: deps.clock,
    captchaVerifier: deps.captchaVerifier,
    production: settings.production,
    idempotencyLeaseMs: settings.idempotencyLeaseMs,
    captchaOn: settings.production && (claimsCase.site.captcha.siteKey ?? "") !== "",
    cookies: makeApiCookies(settings.cookieSecret, settings.production),
    identities: makeMemberIdentities(settings.memberKey),
    identifierField: deps.roster.credentialFields[0] ?? null,
    deadlines: toDeadlineSettings(claimsCase.deadlines),
    uploads: uploadLimitsFor(claimsCase.site.uploads),
    documents: documentInspector(),
    submitGate: makeSubmitGate(settings.submitLimits ?? UNBOUNDED),
    drafts: makeDraftSealer(settings.draftKey),
    notices: makeDraftSealer(settings.draftKey, "notice")
  };
};
