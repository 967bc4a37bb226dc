// The Standard claim the filing specs make, page by page, with the pointer and keyboard as a claimant does:
// the answers (one of every kind of field of cases/demo/forms/standard.json), the small PDF uploaded, the
// steps that fill each page, and the confirmation's reference code. Labels come from the demo's content.
import { expect, type Locator, type Page } from "@playwright/test";
import { type DemoCulture, demoText } from "./demo-content.ts";
import { type DemoMember, expectPage, fieldByLabel, labelPattern, next, signIn } from "./file-claim.ts";

const en = (key: string): string => demoText("en", key);

/** A small, real PDF: one empty page, with the cross-reference table and trailer a reader needs. */
export const SMALL_PDF = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj",
    "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj",
    "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj",
    "xref",
    "0 4",
    "0000000000 65535 f ",
    "0000000009 00000 n ",
    "0000000056 00000 n ",
    "0000000111 00000 n ",
    "trailer <</Size 4 /Root 1 0 R>>",
    "startxref",
    "180",
    "%%EOF",
    ""
  ].join("\n"),
  "latin1"
);

/** The file the claimant picks: its name, kind and bytes. */
export const RECEIPT_FILE = { name: "purchase-receipt.pdf", mimeType: "application/pdf", buffer: SMALL_PDF } as const;

/** The answers of the claim-details page, as the claimant types or picks them, and as the summary reads them back. */
export const DETAILS = {
  productType: en("LocKey_Option_ProductType_WindowAirConditioner"),
  modelNumber: "NWR-2250",
  serialNumber: "SN-448120",
  purchaseDate: "03/15/2020",
  /** Typed as digits; the currency mask shows "1,249.99". */
  purchasePriceTyped: "1249.99",
  purchasePrice: "1,249.99",
  purchaseChannel: en("LocKey_Option_PurchaseChannel_Retail"),
  retailerName: "Cascade Appliance Outlet",
  problem: en("LocKey_Label_ProblemCompressorFailure"),
  firstProblemDate: "06/01/2022",
  repairDate: "07/10/2022",
  coveredByWarranty: en("LocKey_Option_YesNo_No"),
  repairCost: "350",
  howHeardOther: "A friend told me about it",
  description: "The unit stopped cooling in the summer of 2022.\nThe compressor was replaced in July."
} as const;

export const LABELS = {
  confirmEmail: en("LocKey_Label_ConfirmEmailAddress"),
  contactPreference: en("LocKey_Label_ContactPreference"),
  firstName: en("LocKey_Label_FirstName"),
  productType: en("LocKey_Label_ProductType"),
  modelNumber: en("LocKey_Label_ModelNumber"),
  serialNumber: en("LocKey_Label_SerialNumber"),
  purchaseDate: en("LocKey_Label_PurchaseDate"),
  purchasePrice: en("LocKey_Label_PurchasePrice"),
  purchaseChannel: en("LocKey_Label_PurchaseChannel"),
  retailerName: en("LocKey_Label_RetailerName"),
  firstProblemDate: en("LocKey_Label_FirstProblemDate"),
  paidForRepair: en("LocKey_Label_PaidForRepair"),
  repairDate: en("LocKey_Label_RepairDate"),
  coveredByWarranty: en("LocKey_Label_CoveredByWarranty"),
  repairCost: en("LocKey_Label_RepairCost"),
  howHeard: en("LocKey_Label_HowHeard"),
  description: en("LocKey_Label_Description"),
  paymentMethod: en("LocKey_Label_PaymentMethod"),
  documentFile: en("LocKey_Label_DocumentFile"),
  documentType: en("LocKey_Label_DocumentType"),
  signature: en("LocKey_Label_Signature"),
  attestation: en("LocKey_Label_Attestation")
} as const;

export const CHECK_PAYMENT = en("LocKey_Option_PaymentMethod_Check");
export const RECEIPT_TYPE = en("LocKey_Option_DocumentType_Receipt");
export const OTHER = en("LocKey_Option_Other");

/** The group of radios whose legend reads `label` (with or without the required marker). */
export const radioGroup = (page: Page, label: string): Locator => page.getByRole("group", { name: labelPattern(label) });

/** The member's email address on file; the claimant types it again to confirm it. */
export const emailOf = (member: DemoMember): string => {
  const email = member.prepopulated["email"];
  if (email === null || email === undefined) throw new Error(`${member.noticeId} has no email address on file`);
  return email;
};

/** The name the claimant signs with: first, middle initial and last name on file. */
export const signatureOf = (member: DemoMember): string =>
  [member.prepopulated["firstName"], member.prepopulated["middleInitial"], member.prepopulated["lastName"]].filter((part) => part !== null && part !== undefined).join(" ");

/**
 * Types into a text field as a person does: a click into it, everything in it selected and typed over, then
 * Tab out (which validates it). Masked inputs need this: fill() may not replace what imask shows.
 */
export const typeInto = async (page: Page, label: string, text: string): Promise<void> => {
  const field = fieldByLabel(page, label);
  await field.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
};

/** Claimant information: the name and address on file are kept; the email is confirmed and a way of contact chosen. */
export const fillClaimantInfo = async (page: Page, member: DemoMember): Promise<void> => {
  await typeInto(page, LABELS.confirmEmail, emailOf(member));
  await radioGroup(page, LABELS.contactPreference).getByRole("radio", { name: en("LocKey_Option_ContactPreference_Email") }).click();
};

/** Claim details: a select, text, masked dates and money, radios, checkboxes, the radio-or-text field and a textarea. */
export const fillClaimDetails = async (page: Page): Promise<void> => {
  await fieldByLabel(page, LABELS.productType).selectOption({ label: DETAILS.productType });
  await typeInto(page, LABELS.modelNumber, DETAILS.modelNumber);
  await typeInto(page, LABELS.serialNumber, DETAILS.serialNumber);
  await typeInto(page, LABELS.purchaseDate, DETAILS.purchaseDate);
  await typeInto(page, LABELS.purchasePrice, DETAILS.purchasePriceTyped);
  await expect(fieldByLabel(page, LABELS.purchasePrice)).toHaveValue(DETAILS.purchasePrice);
  await radioGroup(page, LABELS.purchaseChannel).getByRole("radio", { name: DETAILS.purchaseChannel }).click();
  // In a store makes the store's name appear (and required).
  await typeInto(page, LABELS.retailerName, DETAILS.retailerName);
  await page.getByRole("checkbox", { name: labelPattern(DETAILS.problem) }).click();
  await typeInto(page, LABELS.firstProblemDate, DETAILS.firstProblemDate);
  // Paying for a repair shows its date and enables its cost.
  await expect(fieldByLabel(page, LABELS.repairCost)).toBeDisabled();
  await page.getByRole("checkbox", { name: labelPattern(LABELS.paidForRepair) }).click();
  await typeInto(page, LABELS.repairDate, DETAILS.repairDate);
  await radioGroup(page, LABELS.coveredByWarranty).getByRole("radio", { name: DETAILS.coveredByWarranty }).click();
  await typeInto(page, LABELS.repairCost, DETAILS.repairCost);
  const howHeard = radioGroup(page, LABELS.howHeard);
  await howHeard.getByRole("radio", { name: OTHER }).click();
  await howHeard.getByRole("textbox", { name: OTHER }).fill(DETAILS.howHeardOther);
  await fieldByLabel(page, LABELS.description).fill(DETAILS.description);
};

/** Payment election: a paper check. */
export const chooseCheck = async (page: Page): Promise<void> => {
  await radioGroup(page, LABELS.paymentMethod).getByRole("radio", { name: CHECK_PAYMENT }).click();
};

/** The Upload button of the document draft. */
export const uploadButton = (page: Page): Locator => page.getByRole("button", { name: en("LocKey_Button_Upload"), exact: true });

/** The table of documents added so far. */
export const documentsTable = (page: Page): Locator => page.getByRole("table", { name: en("LocKey_Records_DocumentContexts") });

/** Supporting documents: one file picked in the open draft, its type chosen, then Upload; the file is listed once saved. */
export const uploadReceipt = async (page: Page): Promise<void> => {
  await fieldByLabel(page, LABELS.documentFile).setInputFiles(RECEIPT_FILE);
  await fieldByLabel(page, LABELS.documentType).selectOption({ label: RECEIPT_TYPE });
  await uploadButton(page).click();
  await expect(documentsTable(page).getByRole("cell", { name: RECEIPT_FILE.name, exact: true })).toBeVisible();
};

/** The summary's signature and attestation. */
export const signAndAttest = async (page: Page, member: DemoMember): Promise<void> => {
  await fieldByLabel(page, LABELS.signature).fill(signatureOf(member));
  await page.getByRole("checkbox", { name: labelPattern(LABELS.attestation) }).click();
};

/** Submit Claim (or Submit Documents) on the page before the confirmation. */
export const submitButton = (page: Page, key: "LocKey_Button_Submit" | "LocKey_Button_SubmitDocuments" = "LocKey_Button_Submit"): Locator =>
  page.getByRole("button", { name: en(key), exact: true });

/** The confirmation's reference code, read from the page once it shows, in the words the claimant reads (in `culture`). */
export const shownReferenceCode = async (
  page: Page,
  bodyKey: "LocKey_Confirmation_Body" | "LocKey_Confirmation_DocumentsBody" = "LocKey_Confirmation_Body",
  culture: DemoCulture = "en"
): Promise<string> => {
  const text = (key: string): string => demoText(culture, key);
  await expectPage(page, "LocKey_PageTitle_Confirmation", culture);
  const [before = "", after = ""] = text(bodyKey).split("{referenceCode}");
  const body = page.getByText(before, { exact: false }).first();
  await expect(body).toBeVisible();
  const shown = (await body.textContent()) ?? "";
  const code = shown.slice(shown.indexOf(before) + before.length, after === "" ? undefined : shown.indexOf(after, before.length));
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
  // The code is also shown large, under its label.
  await expect(page.getByText(text("LocKey_Confirmation_ReferenceLabel"), { exact: true })).toBeVisible();
  await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
  return code;
};

/** The answer the summary shows for a question (its row: the question, the answer, Change). */
export const summaryAnswer = (page: Page, question: string): Locator =>
  page
    .getByRole("region", { name: en("LocKey_Summary_Header") })
    .locator("dl > div")
    .filter({ has: page.getByRole("term").filter({ hasText: labelPattern(question) }) })
    .getByRole("definition")
    .first();

/** Signs the member in and answers every page up to the supporting documents, which shows. */
export const answerUpToDocuments = async (page: Page, member: DemoMember): Promise<void> => {
  await signIn(page, member);
  await fillClaimantInfo(page, member);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  await fillClaimDetails(page);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_PaymentElection");
  await chooseCheck(page);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_SupportingDocuments");
};

/**
 * Signs the member in and answers every page up to the summary (Review and Sign), with no document: the
 * supporting-documents page of the Standard form is optional.
 */
export const answerUpToSummary = async (page: Page, member: DemoMember): Promise<void> => {
  await answerUpToDocuments(page, member);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
};
