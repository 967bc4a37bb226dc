// A small server model configuration in the shape of spec section 3, used by the form-model tests.
/** Loosely typed on purpose: tests break it in every way a server could. */
export interface RawConfigItem {
  metadataHash: unknown;
  metadata: Record<string, string>;
  fields: ({ key: unknown; validations?: unknown[] } & Record<string, unknown>)[];
}

export const modelConfigFixture = (): RawConfigItem[] => [
  {
    metadataHash: "h-credentials",
    metadata: { dtoMapping: "credentials" },
    fields: [{ key: "noticeId", label: "Notice ID", validations: [{ type: "required" }] }, { key: "pin", label: "PIN" }]
  },
  {
    metadataHash: "h-claimant",
    metadata: { dtoMapping: "claimantInfo", formSection: "ClaimantInformation" },
    fields: [
      { key: "firstName", label: "First name", prepopulatedDataKey: "FirstName" },
      { key: "mailingCountry", control: "select", defaultValue: "US", prepopulatedDataKey: "MailingCountry" },
      { key: "email", prepopulatedDataKey: "Email", overrideEverDirtyFieldConstraint: true },
      { key: "agree", control: "checkbox", defaultValue: false, prepopulatedDataKey: "Agree" }
    ]
  },
  {
    metadataHash: "h-documents",
    metadata: { dtoMapping: "DocumentContexts" },
    fields: [{ key: "file", control: "file" }, { key: "documentType", control: "select" }]
  },
  {
    metadataHash: "h-transactions",
    metadata: { dtoMapping: "claimTransactions", linkField: "ClaimTransactionId" },
    fields: [{ key: "purchaseDate", control: "date" }, { key: "amount" }]
  },
  {
    metadataHash: "h-signature",
    metadata: { dtoMapping: "signature" },
    fields: [{ key: "signature" }, { key: "signatureDate" }]
  }
];
