// What an answer's status means for each call (spec sections 6 and 8): the one place statuses are mapped.
// A 403 is "not available" only for config, whitelist, cultures, content and CSRF; only authorize and
// submit can be refused; every other status outside 2xx is a failure.
import type { ApiCall } from "../../application/errors.ts";

export const SILENT_WHEN_FORBIDDEN = [
  "csrf",
  "cultures",
  "content",
  "characterWhitelist",
  "modelConfig"
] as const satisfies readonly ApiCall[];

export type SilentCall = (typeof SILENT_WHEN_FORBIDDEN)[number];

export const REFUSAL_STATUSES = {
  // 429: too many attempts, from the address or against the notice id; the claimant is told to wait.
  authorize: [400, 401, 429],
  // 409: the member had already filed (a 409 without alreadyFiledReferenceCode, a key still in flight, fails: claims-api.http.ts).
  submit: [400, 409],
  // 401: the form is no longer authorized on the server; 409: another tab or device saved the draft since.
  draft: [401, 409]
} as const satisfies Partial<Record<ApiCall, readonly number[]>>;

export type RefusingCall = keyof typeof REFUSAL_STATUSES;

export type StatusVerdict = "accepted" | "notAvailable" | "refused" | "failed";

/** The verdicts a call can reach, so callers handle exactly those. */
export type VerdictOf<C extends ApiCall> =
  | "accepted"
  | "failed"
  | (C extends SilentCall ? "notAvailable" : never)
  | (C extends RefusingCall ? "refused" : never);

const isSilent = (call: ApiCall): call is SilentCall => (SILENT_WHEN_FORBIDDEN as readonly ApiCall[]).includes(call);

const isRefusing = (call: ApiCall): call is RefusingCall => call in REFUSAL_STATUSES;

const verdict = (call: ApiCall, status: number): StatusVerdict => {
  if (status >= 200 && status < 300) return "accepted";
  if (status === 403 && isSilent(call)) return "notAvailable";
  if (isRefusing(call) && (REFUSAL_STATUSES[call] as readonly number[]).includes(status)) return "refused";
  return "failed";
};

export const statusVerdict = <C extends ApiCall>(call: C, status: number): VerdictOf<C> => verdict(call, status) as VerdictOf<C>;
