// What the HTTP tier is built from: the case it answers from, the store, the class-member roster, the clock, the captcha
// verifier and the deployment's settings. Composition chooses each; the HTTP tier never picks one itself.
import type { CaptchaVerifier } from "../captcha/captcha-verifier.port.ts";
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import type { ClaimsMetrics } from "../metrics/claims-metrics.port.ts";
import type { ClaimStore } from "../store/claim-store.port.ts";
import type { MemberRoster } from "../store/member-roster.port.ts";
import type { LogSettings } from "./security-log.ts";
import type { SubmitGateLimits } from "./submit-gate.ts";

export interface ClaimsAppSettings {
  /** Signs the CSRF and authorization cookies; the same on every replica, at least 32 characters. */
  readonly cookieSecret: string;
  /** Keys the hash that names a class member (member-identity.ts); never changes for the life of a case. */
  readonly memberKey: string;
  /** Seals claimants' drafts at rest (draft-sealing.ts); the same on every replica, at least 32 characters. */
  readonly draftKey: string;
  /** Captcha on (when the case has a key), Secure and __Host- cookies, HSTS. */
  readonly production: boolean;
  /** How long a submit holds its idempotency key before a retry may take it over. */
  readonly idempotencyLeaseMs: number;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address (rate limits, captcha). */
  readonly trustProxy?: boolean | string | readonly string[];
  /** The security log (security-log.ts); off when absent. */
  readonly logger?: LogSettings;
  /** What one replica takes on at once before it sheds submits with 503 (submit-gate.ts); unbounded when absent. */
  readonly submitLimits?: SubmitGateLimits;
}

export interface ClaimsAppDeps {
  readonly claimsCase: ClaimsCase;
  readonly store: ClaimStore;
  /** The class members: members.json's, or a roster imported into the store. */
  readonly roster: MemberRoster;
  readonly clock: () => Date;
  readonly captchaVerifier: CaptchaVerifier;
  readonly settings: ClaimsAppSettings;
  /** Told of every answer, and of submits shed and refused (answer-metrics.ts); none when absent. */
  readonly metrics?: ClaimsMetrics;
}
