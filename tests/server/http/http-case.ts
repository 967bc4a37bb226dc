// A small case for the HTTP tests: a Standard form (credentials, claimant info, claim details with a
// payment election, signature) and a DocumentsUpload form with a required document list; two members;
// small upload limits so size refusals need only kilobytes; a deadline a test can move past; rate limits
// and allowances of claims per member high enough that only the tests of those meet them.
import { Result } from "effect";
import type { ClaimsCase, ClassMember } from "../../../domain/case/claims-case.ts";
import type { SiteSettings } from "../../../domain/case/site-settings.schema.ts";
import { decodeModelConfig, type ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import type { WireFields } from "../../../domain/api/field-values.schema.ts";

export const KB = 1024;

export const TEST_SITE: SiteSettings = {
  caseName: "Test v. Case",
  caseNumber: "1:26-cv-00001",
  claimsAdminTitle: "Test Settlement",
  theme: "jnd-7-0-default",
  siteBaseUrl: "https://settlement.example",
  privacyPolicyUrl: "https://settlement.example/privacy",
  contact: { phone: "1-800-555-0100", email: "info@settlement.example", mailAddress: ["P.O. Box 1"] },
  cultures: { en: "English", es: "Español" },
  captcha: { provider: "hCaptcha", siteKey: "site-key-0001" },
  wallet: { clientId: "wallet-client", enabled: true, loginUrl: "https://wallet.example/login", authCodeExpiration: 10 },
  trackingEnabled: true,
  redirectOnError: true,
  internationalAddress: false,
  standardWithOptionalPages: false,
  optionalPages: [],
  uploads: { maxFileBytes: 64 * KB, maxRequestBytes: 160 * KB, mediaTypes: ["application/pdf", "image/png", "image/jpeg"] },
  rateLimits: { windowSeconds: 60, authorizePerWindow: 1000, submitPerWindow: 1000 },
  // Tests of other matters file many claims for the same two members; claims-app.one-claim.test.ts sets {} (one each).
  claimsPerMember: { Standard: 1000, Automotive: 1000, DocumentsUpload: 1000 }
};

/** Filing closes at the end of 30 June 2027 in Los Angeles; the global deadline is far away. */
export const CLAIM_FILING_CLOSES = new Date("2027-07-01T06:59:59.999Z");

const RAW_CONFIG = [
  {
    metadataHash: "std-credentials",
    metadata: { dtoMapping: "credentials", formType: "Standard" },
    fields: [
      { key: "noticeId", validations: [{ type: "required" }] },
      { key: "pin", validations: [{ type: "required" }, { type: "regularExpression", params: { pattern: "[0-9]{6}" } }] }
    ]
  },
  {
    metadataHash: "std-claimant",
    metadata: { dtoMapping: "claimantInfo", formType: "Standard", page: "ClaimantInfo" },
    fields: [
      { key: "firstName", validations: [{ type: "required" }, { type: "characterSetRestriction" }] },
      { key: "lastName", validations: [{ type: "required" }, { type: "maxLength", params: { max: 40 } }] }
    ]
  },
  {
    metadataHash: "std-details",
    metadata: { dtoMapping: "claimDetails", formType: "Standard", page: "ClaimDetails" },
    fields: [
      { key: "purchaseDate", control: "date", validations: [{ type: "required" }, { type: "preventFutureShortDate", params: { inclusive: true } }] },
      { key: "paymentMethod", control: "select", validations: [{ type: "required" }] },
      { key: "paypalEmail" }
    ]
  },
  {
    metadataHash: "std-signature",
    metadata: { dtoMapping: "signature", formType: "Standard", page: "ClaimSummary" },
    fields: [{ key: "signature", validations: [{ type: "required" }] }]
  },
  {
    metadataHash: "du-credentials",
    metadata: { dtoMapping: "credentials", formType: "DocumentsUpload" },
    fields: [{ key: "noticeId", validations: [{ type: "required" }] }, { key: "pin", validations: [{ type: "required" }] }]
  },
  {
    metadataHash: "du-documents",
    metadata: { dtoMapping: "DocumentContexts", formType: "DocumentsUpload", page: "SupportingDocuments", required: "true" },
    fields: [
      { key: "documentFile", control: "file", validations: [{ type: "required" }] },
      { key: "name", control: "hidden" },
      { key: "documentType", control: "select", validations: [{ type: "required" }] }
    ]
  }
];

const decodedConfig = (): readonly ModelConfigItem[] => {
  const decoded = decodeModelConfig(RAW_CONFIG);
  if (Result.isFailure(decoded)) throw new Error(`the test configuration does not decode: ${JSON.stringify(decoded.failure.problems)}`);
  return decoded.success;
};

export const ADA: ClassMember = {
  credentials: { noticeId: "NWD-10000001", pin: "111111" },
  formTypes: ["Standard", "Lookup", "Automotive", "DocumentsUpload"],
  prepopulatedData: [{ metadata: { dtoMapping: "claimantInfo" }, fields: { firstName: "Ada", lastName: "Lovelace" } }],
  walletEmail: "Ada@Example.com"
};

/** May file only Standard, and has verified no wallet account. */
export const BOB: ClassMember = {
  credentials: { noticeId: "NWD-10000002", pin: "222222" },
  formTypes: ["Standard"],
  prepopulatedData: []
};

export const credentialsOf = (member: ClassMember): WireFields => ({ ...member.credentials });

export const testCase = (overrides: { readonly site?: Partial<SiteSettings>; readonly deadlines?: ClaimsCase["deadlines"] } = {}): ClaimsCase => ({
  dir: "/cases/test",
  site: { ...TEST_SITE, ...overrides.site },
  deadlines: overrides.deadlines ?? {
    deadlines: {
      globalDeadline: { timeZone: "Pacific", deadline: "12/31/2099 11:59:59 PM" },
      claimFilingDeadline: { timeZone: "Pacific Standard Time", deadline: "06/30/2027" }
    }
  },
  modelConfig: decodedConfig(),
  content: {
    en: [{ key: "LocKey_Header_Main", value: "Claim form" }],
    es: [{ key: "LocKey_Header_Main", value: "Formulario de reclamación" }]
  },
  members: [ADA, BOB],
  characterWhitelist: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,'-@"
});
