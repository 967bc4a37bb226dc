// The programmer error of writing a cookie RFC 6265 cannot carry (spec section 8, second list): thrown,
// never a claimant's fault, with a reason to match on instead of the message text.
export type CookieHeaderReason = "invalidCookieName" | "invalidCookieValue";

export class CookieHeaderError extends Error {
  override readonly name = "CookieHeaderError";

  constructor(
    readonly reason: CookieHeaderReason,
    message: string
  ) {
    super(message);
  }
}
