// What the HTTP tier needs from a captcha provider: is this token a fresh, genuine answer to a challenge?
// A refusal (the provider said no) and an outage (no usable answer) are told apart, because only the
// first is the claimant's doing. Implementations never throw.

export type CaptchaVerdict =
  | { readonly kind: "accepted" }
  /** The provider judged the token: expired, reused, forged or scored too low. */
  | { readonly kind: "refused"; readonly reasons: readonly string[] }
  /** No judgement could be had: the provider was unreachable, slow or answered nonsense. */
  | { readonly kind: "unavailable"; readonly detail: string };

export interface CaptchaVerifier {
  /** `remoteAddress` is the claimant's address as the server sees it, passed on to the provider when known. */
  readonly verify: (token: string, remoteAddress: string | null) => Promise<CaptchaVerdict>;
}
