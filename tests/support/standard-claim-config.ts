// A Standard form's model configuration with its pages named in metadata: the credentials on the start
// page, claimant information, claim details, and the signature on the claim summary; and the walk of a
// session through it up to the summary.
import type { ClaimSession } from "../../application/session/claim-session.ts";
import { clientIdOf } from "./session-kit.ts";

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

/**
 * Fills a Standard claim of standardClaimConfig() in from its start page up to its summary, through the
 * session's own commands: credentials, claimant information and claim details.
 */
export const fillStandardClaimToSummary = async (session: ClaimSession): Promise<void> => {
  await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
  await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
  await session.editField(clientIdOf(session, "credentials"), "pin", "482913");
  await session.proceed();
  await session.editField(clientIdOf(session, "claimantInfo"), "lastName", "Lovelace");
  await session.proceed();
  await session.editField(clientIdOf(session, "claimDetails"), "purchaseDate", "11/21/2026");
  await session.editField(clientIdOf(session, "claimDetails"), "units", "3");
  await session.proceed();
};
