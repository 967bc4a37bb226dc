// The deployment settings written into the page (appsettings): the theme, titles, case name and number,
// links, contact details and switches. The site decodes them before anything renders; the theme is
// checked apart so that its own error (spec section 8) can be shown.
import { Schema } from "effect";

export const AppSettings = Schema.Struct({
  theme: Schema.optionalKey(Schema.NullOr(Schema.String)),
  environment: Schema.Literals(["production", "development"]),
  claimsAdminTitle: Schema.String,
  caseName: Schema.String,
  caseNumber: Schema.String,
  projectTitle: Schema.optionalKey(Schema.String),
  projectSubtitle: Schema.optionalKey(Schema.String),
  logoUrl: Schema.optionalKey(Schema.String),
  siteBaseUrl: Schema.String,
  privacyPolicyUrl: Schema.String,
  contact: Schema.Struct({ phone: Schema.String, email: Schema.String, mailAddress: Schema.Array(Schema.String) }),
  captchaEnabled: Schema.Boolean,
  trackingEnabled: Schema.Boolean,
  redirectOnError: Schema.Boolean,
  internationalAddress: Schema.Boolean,
  standardWithOptionalPages: Schema.Boolean,
  optionalPages: Schema.Array(Schema.Literals(["payment-election", "supporting-documents"])),
  showBanner: Schema.Boolean,
  /** The largest file and the media types (by content) a claimant may pick; the server's defaults when absent. */
  uploads: Schema.optionalKey(Schema.Struct({ maxFileBytes: Schema.Number, mediaTypes: Schema.Array(Schema.String) })),
  /** A deployment with a fixed server clock (CLAIMS_NOW) starts the site's clock at that instant (ISO). */
  clockStartsAt: Schema.optionalKey(Schema.String),
  /** Where the captcha provider's script is loaded from instead of the provider's own address (CAPTCHA_SCRIPT_URL). */
  captchaScriptUrl: Schema.optionalKey(Schema.String)
});

export type AppSettings = typeof AppSettings.Type;
