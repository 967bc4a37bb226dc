// The wallet provider's (PayPal's) login address for the payment election: the settings' loginUrl with the
// OAuth authorization query (client id, response type code, scope, the page to come back to, a one-time
// state to match on return), what the provider's return says, and whether a payment election chooses the
// wallet. Pure: nothing is fetched here and the random state comes in.
import type { Fields } from "../forms/field-value.ts";
import { looselyEquals } from "../validation/loose-comparison.ts";

export const WALLET_LOGIN_SCOPE = "openid email";

/** Characters of the one-time state: about 190 bits from the id alphabet, more than OAuth's advised 128. */
export const WALLET_STATE_LENGTH = 32;

/** The query parameters the provider adds to the page it sends the claimant back to (RFC 6749, 4.1.2). */
export const WALLET_RETURN_PARAMETERS = ["code", "state", "error", "error_description", "scope"] as const;

/** The payment election's field and the value that elects the wallet (docs/case-directory.md, "The payment election"). */
export const PAYMENT_METHOD_FIELD = "paymentMethod";
export const WALLET_PAYMENT_METHOD = "PayPal";

export interface WalletLoginRequest {
  readonly loginUrl: string;
  readonly clientId: string;
  /** The absolute address of the page the provider sends the claimant back to. */
  readonly redirectUri: string;
  /** Echoed back by the provider, so the return can be matched to this claim. */
  readonly state: string;
}

/** Keeps a query and a fragment the configured address already has. */
export const walletLoginUrl = (request: WalletLoginRequest): string => {
  const query = [
    ["client_id", request.clientId],
    ["response_type", "code"],
    ["scope", WALLET_LOGIN_SCOPE],
    ["redirect_uri", request.redirectUri],
    ["state", request.state]
  ]
    .map(([name = "", value = ""]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  const hashAt = request.loginUrl.indexOf("#");
  const base = hashAt < 0 ? request.loginUrl : request.loginUrl.slice(0, hashAt);
  const fragment = hashAt < 0 ? "" : request.loginUrl.slice(hashAt);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}${query}${fragment}`;
};

/** The model's payment method is the wallet, compared loosely as the server compares it. */
export const electsWalletPayment = (fields: Fields): boolean =>
  Object.hasOwn(fields, PAYMENT_METHOD_FIELD) && looselyEquals(fields[PAYMENT_METHOD_FIELD] ?? null, WALLET_PAYMENT_METHOD);

/** What the provider's return says, given the state this claim sent. */
export type WalletReturn =
  /** The address holds no answer of the provider (the claimant came back another way). */
  | { readonly kind: "none" }
  | { readonly kind: "connected"; readonly code: string }
  /** Refused, cancelled at the provider, or a state this claim did not send. */
  | { readonly kind: "notConfirmed" };

export const walletReturn = (query: Readonly<Record<string, string>>, sentState: string): WalletReturn => {
  const { code, state, error } = query;
  if (code === undefined && state === undefined && error === undefined) return { kind: "none" };
  // The state is compared whole; a code without the state sent is never taken.
  if (error !== undefined || state !== sentState || code === undefined || code === "") return { kind: "notConfirmed" };
  return { kind: "connected", code };
};

/** The query without the provider's parameters, so a reload or a shared address never replays them. */
export const withoutWalletReturn = (query: Readonly<Record<string, string>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(query).filter(([name]) => !(WALLET_RETURN_PARAMETERS as readonly string[]).includes(name)));
