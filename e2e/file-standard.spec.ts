// A Standard claim filed from the start page to the confirmation in each theme, with the pointer and the
// keyboard as a claimant does (a month picker, a date range and several days among its answers): every page axe-clean and photographed (e2e/artifacts/<theme>/standard-*.png),
// and the claim found in the server's database by the reference code shown, with the PDF byte for byte.
import { createHash } from "node:crypto";
import { filedDocumentBytes, findFiledClaim } from "./support/claims-database.ts";
import { enterCredentials, expectNoAxeViolations, expectPage, next, openStartPage, startButton, usMembersFor } from "./support/file-claim.ts";
import { chooseOwnershipPeriod, enterServiceVisits, OWNERSHIP_PERIOD, SERVICE_VISITS } from "./support/date-lists.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { expect, test } from "./support/site-test.ts";
import {
  chooseCheck,
  DETAILS,
  emailOf,
  fillClaimantInfo,
  chooseInstallationMonth,
  fillClaimDetails,
  INSTALLATION_MONTH,
  RECEIPT_FILE,
  shownReferenceCode,
  signAndAttest,
  signatureOf,
  SMALL_PDF,
  submitButton,
  uploadReceipt
} from "./support/standard-claim.ts";

const MEMBER = usMembersFor("Standard")[0]!;

/** The claim-details answers as the claims API stores them: option values, masked text as shown. */
const FILED_DETAILS = {
  productType: "WindowAirConditioner",
  modelNumber: DETAILS.modelNumber,
  serialNumber: DETAILS.serialNumber,
  purchaseDate: DETAILS.purchaseDate,
  purchasePrice: DETAILS.purchasePrice,
  purchaseChannel: "Retail",
  retailerName: DETAILS.retailerName,
  problemCompressorFailure: true,
  problemNotCooling: false,
  problemNoise: false,
  firstProblemDate: DETAILS.firstProblemDate,
  paidForRepair: true,
  repairDate: DETAILS.repairDate,
  coveredByWarranty: "No",
  repairCost: DETAILS.repairCost,
  howHeard: DETAILS.howHeardOther,
  description: DETAILS.description,
  installationMonth: INSTALLATION_MONTH,
  claimSource: "online",
  ownershipPeriod: [...OWNERSHIP_PERIOD],
  serviceVisitDates: [...SERVICE_VISITS]
};

test("a Standard claim is filed page by page, every page axe-clean, and is in the database with its document", async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(120_000);
  const server = testInfo.project.name;
  /** The page as it is now passes axe, and its picture is kept for this theme. */
  const looked = async (pageName: string): Promise<void> => {
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, pageName);
  };
  const pathIs = (path: string): void => {
    expect(new URL(page.url()).pathname).toBe(path);
  };

  await openStartPage(page);
  await enterCredentials(page, MEMBER);
  await looked("standard-start");
  await startButton(page).click();

  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  pathIs("/standard/claimant-info");
  await fillClaimantInfo(page, MEMBER);
  await looked("standard-claimant-info");
  await next(page);

  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  pathIs("/standard/claim-details");
  await fillClaimDetails(page);
  await chooseInstallationMonth(page);
  await chooseOwnershipPeriod(page);
  await enterServiceVisits(page);
  await looked("standard-claim-details");
  await next(page);

  await expectPage(page, "LocKey_PageTitle_PaymentElection");
  pathIs("/standard/payment-election");
  await chooseCheck(page);
  await looked("standard-payment-election");
  await next(page);

  await expectPage(page, "LocKey_PageTitle_SupportingDocuments");
  pathIs("/standard/supporting-documents");
  await uploadReceipt(page);
  await looked("standard-supporting-documents");
  await next(page);

  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
  pathIs("/standard/claim-summary");
  // A range reads as its first and last day, several days one after another.
  await expect(page.getByText(OWNERSHIP_PERIOD.join(" - "), { exact: true })).toBeVisible();
  await expect(page.getByText(SERVICE_VISITS.join(", "), { exact: true })).toBeVisible();
  await signAndAttest(page, MEMBER);
  await looked("standard-claim-summary");
  await submitButton(page).click();

  const referenceCode = await shownReferenceCode(page);
  pathIs("/standard/confirmation");
  await looked("standard-confirmation");

  const claim = await findFiledClaim(server, referenceCode);
  expect(claim).toMatchObject({ referenceCode, formType: "Standard", culture: "en" });
  // What the claimant answered is what was filed; of the credentials, only the notice id, never the PIN.
  expect((claim!.payload as { credentials: { fields: object } }).credentials.fields).toEqual({ noticeId: MEMBER.noticeId });
  expect(claim!.payload).toMatchObject({
    claimantInfo: { fields: { firstName: MEMBER.prepopulated["firstName"], confirmEmailAddress: emailOf(MEMBER), contactPreference: "Email" } },
    claimDetails: { fields: FILED_DETAILS },
    // The payment election, and beside the documents list "I have no documents to send", left unticked.
    prepopulatedData: [{ fields: { paymentMethod: "Check", paypalEmail: null } }, { fields: { noDocuments: false } }],
    documentContexts: [{ fields: { name: RECEIPT_FILE.name, size: SMALL_PDF.length, type: "application/pdf", documentType: "Receipt" } }],
    signature: { fields: { signature: signatureOf(MEMBER), attestation: true } }
  });
  // The file is filed under the document record the claim lists, byte for byte.
  const [context] = claim!.payload["documentContexts"] as readonly { readonly clientId: string }[];
  expect(claim!.documents).toEqual([
    {
      contextClientId: context!.clientId,
      name: RECEIPT_FILE.name,
      mediaType: "application/pdf",
      size: SMALL_PDF.length,
      sha256: createHash("sha256").update(SMALL_PDF).digest("hex")
    }
  ]);
  const bytes = await filedDocumentBytes(server, referenceCode, context!.clientId);
  expect(bytes?.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes?.equals(SMALL_PDF)).toBe(true);
  expect(problems.list()).toEqual([]);
});
