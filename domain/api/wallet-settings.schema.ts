// The wallet-payment (PayPal) login settings answer (GET /api/banking/<wallet settings>), and where the
// login button's image may come from: the provider's own address (https) or a path on this site.
import { Schema } from "effect";

/**
 * An https address, or a path on this site ("/..."): never a script, a data address, a plain-text origin, or
 * a path a browser reads as another site's ("//host", "/\\host"). No spaces and no backslashes.
 */
const ImageAddress = Schema.String.check(
  Schema.isPattern(/^(?:https:\/\/[^\s/\\]+|\/(?![/\\]))[^\s\\]*$/, {
    message: "an image address starts with https:// or with one /, and has no spaces or backslashes"
  })
);

export const WalletSettings = Schema.Struct({
  clientId: Schema.String,
  enabled: Schema.Boolean,
  loginUrl: Schema.String,
  /** How long a login authorization code stays valid, in minutes. */
  authCodeExpiration: Schema.optionalKey(Schema.NullOr(Schema.Number)),
  /** The provider's mark shown on the login button before its text (spec section 4); the site's own when absent. */
  buttonImageUrl: Schema.optionalKey(ImageAddress)
});

export type WalletSettings = typeof WalletSettings.Type;
