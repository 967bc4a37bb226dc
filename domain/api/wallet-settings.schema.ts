// The wallet-payment (PayPal) login settings answer (GET /api/banking/<wallet settings>).
import { Schema } from "effect";

export const WalletSettings = Schema.Struct({
  clientId: Schema.String,
  enabled: Schema.Boolean,
  loginUrl: Schema.String,
  /** How long a login authorization code stays valid, in minutes. */
  authCodeExpiration: Schema.optionalKey(Schema.NullOr(Schema.Number))
});

export type WalletSettings = typeof WalletSettings.Type;
