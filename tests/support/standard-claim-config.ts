// A Standard form's model configuration with its pages named in metadata: the credentials on the start
// page, claimant information, claim details, and the signature on the claim summary.
export const standardClaimConfig = () => [
  {
    metadataHash: "std-credentials",
    metadata: { dtoMapping: "credentials", formType: "Standard" },
    fields: [
      { key: "noticeId", label: "Notice ID", validations: [{ type: "required" }] },
      { key: "pin", label: "PIN", validations: [{ type: "required" }, { type: "regularExpression", params: { pattern: "[0-9]{6}" } }] }
    ]
  },
  {
    metadataHash: "std-claimant",
    metadata: { dtoMapping: "claimantInfo", formType: "Standard", page: "ClaimantInfo" },
    fields: [
      { key: "firstName", prepopulatedDataKey: "FirstName", validations: [{ type: "required" }, { type: "characterSetRestriction" }] },
      { key: "lastName", validations: [{ type: "required" }, { type: "maxLength", params: { max: 40 } }] },
      { key: "mailingCountry", control: "select", defaultValue: "US", prepopulatedDataKey: "MailingCountry" },
      { key: "email", validations: [{ type: "regularExpression", params: { pattern: "[^@\\s]+@[^@\\s]+\\.[^@\\s]+" } }] }
    ]
  },
  {
    metadataHash: "std-details",
    metadata: { dtoMapping: "claimDetails", formType: "Standard", page: "ClaimDetails" },
    fields: [
      { key: "purchaseDate", control: "date", validations: [{ type: "required" }, { type: "preventFutureShortDate", params: { inclusive: true } }] },
      { key: "units", validations: [{ type: "required" }, { type: "range", params: { min: 1, max: 10 } }] }
    ]
  },
  {
    metadataHash: "std-signature",
    metadata: { dtoMapping: "signature", formType: "Standard", page: "ClaimSummary" },
    fields: [{ key: "signature", validations: [{ type: "required" }] }]
  }
];
