// The wallet provider's (PayPal's) login address for the payment election: the settings' loginUrl with the
// OAuth authorization query (client id, response type code, scope, the page to come back to, a state to
// match on return), and whether a payment election chooses the wallet. Pure: nothing is fetched here.
import type { Fields } from "../forms/field-value.ts";
import { looselyEquals } from "../validation/loose-comparison.ts";

export const WALLET_LOGIN_SCOPE = "openid email";

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
