// A case's site settings (cases/<name>/site.json): what the deployment writes into the page
// (appsettings) and what the server itself obeys (captcha, wallet, uploads, rate limits).
import { Schema } from "effect";
import { WalletSettings } from "../api/wallet-settings.schema.ts";
import type { FormType } from "../navigation/form-type.ts";
import { THEMES } from "../site/theme.ts";

const PositiveInt = Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0));

export const MAX_CLAIMS_PER_MEMBER = 1000;

export const ContactDetails = Schema.Struct({
  phone: Schema.String,
  email: Schema.String,
  /** The mail address, one line per entry. */
  mailAddress: Schema.Array(Schema.String)
});

export const CaptchaServerSettings = Schema.Struct({
  /** "hCaptcha" or "reCAPTCHA" (any other value means reCAPTCHA v3). */
  provider: Schema.String,
  /** No key: captcha is off (spec section 4). */
  siteKey: Schema.NullOr(Schema.String),
  /** True lets a production deployment run with no site key, captcha off on purpose; without it production refuses to start keyless. */
  disabledOnPurpose: Schema.optionalKey(Schema.Boolean),
  /** The provider's secret; the CAPTCHA_SECRET environment variable wins. */
  secret: Schema.optionalKey(Schema.String),
  /** Where tokens are verified; the provider's own address by default. */
  verifyUrl: Schema.optionalKey(Schema.String),
  /** reCAPTCHA v3: the lowest score accepted. */
  minimumScore: Schema.optionalKey(Schema.Number)
});

export const UploadSettings = Schema.Struct({
  maxFileBytes: PositiveInt,
  maxRequestBytes: PositiveInt,
  /** Media types accepted, decided by content: application/pdf, image/png, image/jpeg, image/gif, image/tiff, image/webp, image/heic. */
  mediaTypes: Schema.Array(Schema.String)
});

export const RateLimitSettings = Schema.Struct({
  windowSeconds: PositiveInt,
  authorizePerWindow: PositiveInt,
  submitPerWindow: PositiveInt
});

/** A member's allowance of claims of one form type; more than this many is surely a mistake in site.json. */
const ClaimAllowance = PositiveInt.check(Schema.isLessThanOrEqualTo(MAX_CLAIMS_PER_MEMBER));

/** Form types that file claims (Lookup only looks up) whose members may file more than one claim. */
export const ClaimsPerMember = Schema.Struct({
  Standard: Schema.optionalKey(ClaimAllowance),
  Automotive: Schema.optionalKey(ClaimAllowance),
  DocumentsUpload: Schema.optionalKey(ClaimAllowance)
});

export const SiteSettings = Schema.Struct({
  caseName: Schema.String,
  caseNumber: Schema.String,
  claimsAdminTitle: Schema.String,
  theme: Schema.Literals(THEMES),
  projectTitle: Schema.optionalKey(Schema.String),
  projectSubtitle: Schema.optionalKey(Schema.String),
  logoUrl: Schema.optionalKey(Schema.String),
  /** The settlement's information site; header links are this address plus /documents, /faq ... */
  siteBaseUrl: Schema.String,
  privacyPolicyUrl: Schema.String,
  contact: ContactDetails,
  /** Enabled cultures: code to display name; en first. */
  cultures: Schema.Record(Schema.String, Schema.String),
  captcha: CaptchaServerSettings,
  wallet: WalletSettings,
  /** The segment after /api/banking/ naming the wallet settings. */
  walletSettingsSegment: Schema.optionalKey(Schema.String),
  trackingEnabled: Schema.Boolean,
  /**
   * The fields (keys, as the forms spell them) whose value a tracking event may keep; events for any other
   * field keep only that it was completed. Never a credentials field (tracked-fields.ts refuses one).
   */
  trackedFields: Schema.optionalKey(Schema.Array(Schema.NonEmptyString)),
  redirectOnError: Schema.Boolean,
  internationalAddress: Schema.Boolean,
  /** The second reading of the spec: Standard also passes payment-election and supporting-documents. */
  standardWithOptionalPages: Schema.Boolean,
  /** The optional pages the case offers. */
  optionalPages: Schema.Array(Schema.Literals(["payment-election", "supporting-documents"])),
  showBanner: Schema.optionalKey(Schema.Boolean),
  uploads: UploadSettings,
  rateLimits: RateLimitSettings,
  /**
   * How many claims of a form type one class member may file; 1 for a form type not named. A settlement
   * paying per vehicle, say, allows { "Automotive": 5 }. The server refuses the claim after the last one
   * with the first one's reference code.
   */
  claimsPerMember: Schema.optionalKey(ClaimsPerMember),
  /**
   * How many days after a form's deadline its claimants' saved drafts are kept before they are deleted
   * (DEFAULT_DRAFT_RETENTION_DAYS when not set; 0 deletes them once the deadline passes).
   */
  draftRetentionDays: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(3650)))
});

export type SiteSettings = typeof SiteSettings.Type;

/** Drafts outlive their form's deadline by this many days unless the case says otherwise. */
export const DEFAULT_DRAFT_RETENTION_DAYS = 30;

/** The member's allowance of claims of the form type under these settings. */
export const claimsAllowed = (settings: SiteSettings, formType: FormType): number => {
  const allowances: Readonly<Partial<Record<FormType, number>>> = settings.claimsPerMember ?? {};
  return allowances[formType] ?? 1;
};
