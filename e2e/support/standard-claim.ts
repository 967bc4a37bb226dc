// The Standard claim the filing specs make, page by page, with the pointer and keyboard as a claimant does:
// the answers (one of every kind of field of cases/demo/forms/standard.json), the small PDF uploaded, the
// steps that fill each page, and the confirmation's reference code. Labels come from the demo's content.
import { expect, type Locator, type Page } from "@playwright/test";
import { type DemoCulture, demoText } from "./demo-content.ts";
import { type DemoMember, expectNoAxeViolations, expectPage, fieldByLabel, labelPattern, next, signIn } from "./file-claim.ts";

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

/** The localization keys of the labels the filing steps look fields up by. */
const LABEL_KEYS = {
  confirmEmail: "LocKey_Label_ConfirmEmailAddress",
  contactPreference: "LocKey_Label_ContactPreference",
  firstName: "LocKey_Label_FirstName",
  productType: "LocKey_Label_ProductType",
  modelNumber: "LocKey_Label_ModelNumber",
  serialNumber: "LocKey_Label_SerialNumber",
  purchaseDate: "LocKey_Label_PurchaseDate",
  purchasePrice: "LocKey_Label_PurchasePrice",
  purchaseChannel: "LocKey_Label_PurchaseChannel",
  retailerName: "LocKey_Label_RetailerName",
  firstProblemDate: "LocKey_Label_FirstProblemDate",
  paidForRepair: "LocKey_Label_PaidForRepair",
  repairDate: "LocKey_Label_RepairDate",
  coveredByWarranty: "LocKey_Label_CoveredByWarranty",
  repairCost: "LocKey_Label_RepairCost",
  howHeard: "LocKey_Label_HowHeard",
  description: "LocKey_Label_Description",
  paymentMethod: "LocKey_Label_PaymentMethod",
  documentFile: "LocKey_Label_DocumentFile",
  documentType: "LocKey_Label_DocumentType",
  signature: "LocKey_Label_Signature",
  attestation: "LocKey_Label_Attestation"
} as const;

/** The labels of the filing steps' fields, in `culture`. */
export const labelsIn = (culture: DemoCulture): Readonly<Record<keyof typeof LABEL_KEYS, string>> =>
  Object.fromEntries(Object.entries(LABEL_KEYS).map(([name, key]) => [name, demoText(culture, key)])) as Record<keyof typeof LABEL_KEYS, string>;

export const LABELS = labelsIn("en");

export const CHECK_PAYMENT = en("LocKey_Option_PaymentMethod_Check");
export const RECEIPT_TYPE = en("LocKey_Option_DocumentType_Receipt");
export const OTHER = en("LocKey_Option_Other");

/** The group of radios whose legend reads `label` (with or without the required marker). */
export const radioGroup = (page: Page, label: string, culture: DemoCulture = "en"): Locator => page.getByRole("group", { name: labelPattern(label, culture) });

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
export const typeInto = async (page: Page, label: string, text: string, culture: DemoCulture = "en"): Promise<void> => {
  const field = fieldByLabel(page, label, culture);
  await field.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
};

/** Claimant information: the name and address on file are kept; the email is confirmed and a way of contact chosen. */
export const fillClaimantInfo = async (page: Page, member: DemoMember, culture: DemoCulture = "en"): Promise<void> => {
  const labels = labelsIn(culture);
  await typeInto(page, labels.confirmEmail, emailOf(member), culture);
  await radioGroup(page, labels.contactPreference, culture).getByRole("radio", { name: demoText(culture, "LocKey_Option_ContactPreference_Email") }).click();
};

/** The options DETAILS picks, by localization key, so the steps pick the same ones in any culture. */
const DETAIL_OPTION_KEYS = {
  productType: "LocKey_Option_ProductType_WindowAirConditioner",
  purchaseChannel: "LocKey_Option_PurchaseChannel_Retail",
  problem: "LocKey_Label_ProblemCompressorFailure",
  coveredByWarranty: "LocKey_Option_YesNo_No",
  other: "LocKey_Option_Other"
} as const;

/** Claim details: a select, text, masked dates and money, radios, checkboxes, the radio-or-text field and a textarea. */
export const fillClaimDetails = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  const labels = labelsIn(culture);
  const option = (name: keyof typeof DETAIL_OPTION_KEYS): string => demoText(culture, DETAIL_OPTION_KEYS[name]);
  const type = (label: string, text: string) => typeInto(page, label, text, culture);
  await fieldByLabel(page, labels.productType, culture).selectOption({ label: option("productType") });
  await type(labels.modelNumber, DETAILS.modelNumber);
  await type(labels.serialNumber, DETAILS.serialNumber);
  await type(labels.purchaseDate, DETAILS.purchaseDate);
  await type(labels.purchasePrice, DETAILS.purchasePriceTyped);
  await expect(fieldByLabel(page, labels.purchasePrice, culture)).toHaveValue(DETAILS.purchasePrice);
  await radioGroup(page, labels.purchaseChannel, culture).getByRole("radio", { name: option("purchaseChannel") }).click();
  // In a store makes the store's name appear (and required).
  await type(labels.retailerName, DETAILS.retailerName);
  await page.getByRole("checkbox", { name: labelPattern(option("problem"), culture) }).click();
  await type(labels.firstProblemDate, DETAILS.firstProblemDate);
  // Paying for a repair shows its date and enables its cost.
  await expect(fieldByLabel(page, labels.repairCost, culture)).toBeDisabled();
  await page.getByRole("checkbox", { name: labelPattern(labels.paidForRepair, culture) }).click();
  await type(labels.repairDate, DETAILS.repairDate);
  await radioGroup(page, labels.coveredByWarranty, culture).getByRole("radio", { name: option("coveredByWarranty") }).click();
  await type(labels.repairCost, DETAILS.repairCost);
  const howHeard = radioGroup(page, labels.howHeard, culture);
  await howHeard.getByRole("radio", { name: option("other") }).click();
  await howHeard.getByRole("textbox", { name: option("other") }).fill(DETAILS.howHeardOther);
  await fieldByLabel(page, labels.description, culture).fill(DETAILS.description);
};

/** The installation month the claimant picks in the month calendar, as filed. */
export const INSTALLATION_MONTH = "06/2023";

/**
 * Claim details' month picker: the calendar opened from its button (axe-clean while open), a year back from
 * the range's last, and June chosen; the input then shows the month as MM/yyyy.
 */
export const chooseInstallationMonth = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  const label = demoText(culture, "LocKey_Label_InstallationMonth");
  const opener = page.getByRole("button", { name: `${demoText(culture, "LocKey_DatePicker_Open")}, ${label}` });
  await opener.click();
  const calendar = page.getByRole("dialog", { name: `${demoText(culture, "LocKey_DatePicker_Open")}, ${label}` });
  // The range ends in December 2024, so the months of 2024 show first, December focused.
  await expect(calendar.getByRole("option", { name: new RegExp(`${monthName(culture, 12)} 2024$`, "i") })).toBeFocused();
  await expectNoAxeViolations(page);
  await calendar.getByRole("button", { name: demoText(culture, "LocKey_DatePicker_PreviousYear") }).click();
  await calendar.getByRole("option", { name: new RegExp(`${monthName(culture, 6)} 2023$`, "i") }).click();
  await expect(calendar).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(fieldByLabel(page, label, culture)).toHaveValue(INSTALLATION_MONTH);
};

/** A month's name as the calendar says it in the culture (date-fns' English and Spanish). */
const monthName = (culture: DemoCulture, month: number): string =>
  new Intl.DateTimeFormat(culture === "es" ? "es" : "en-US", { month: "long" }).format(new Date(2000, month - 1, 1));

/** Payment election: a paper check. */
export const chooseCheck = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  await radioGroup(page, labelsIn(culture).paymentMethod, culture).getByRole("radio", { name: demoText(culture, "LocKey_Option_PaymentMethod_Check") }).click();
};

/** Supporting documents with none to send: "I have no documents to send" ticked (userConfirmsNone). */
export const confirmNoDocuments = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  await page.getByRole("checkbox", { name: labelPattern(demoText(culture, "LocKey_Label_NoDocuments"), culture) }).check();
};

/** The Upload button of the document draft. */
export const uploadButton = (page: Page, culture: DemoCulture = "en"): Locator =>
  page.getByRole("button", { name: demoText(culture, "LocKey_Button_Upload"), exact: true });

/** The table of documents added so far. */
export const documentsTable = (page: Page, culture: DemoCulture = "en"): Locator =>
  page.getByRole("table", { name: demoText(culture, "LocKey_Records_DocumentContexts") });

/** Supporting documents: one file picked in the open draft, its type chosen, then Upload; the file is listed once saved. */
export const uploadReceipt = async (page: Page, culture: DemoCulture = "en"): Promise<void> => {
  const labels = labelsIn(culture);
  await fieldByLabel(page, labels.documentFile, culture).setInputFiles(RECEIPT_FILE);
  await fieldByLabel(page, labels.documentType, culture).selectOption({ label: demoText(culture, "LocKey_Option_DocumentType_Receipt") });
  await uploadButton(page, culture).click();
  await expect(documentsTable(page, culture).getByRole("cell", { name: RECEIPT_FILE.name, exact: true })).toBeVisible();
};

/** The summary's signature and attestation. */
export const signAndAttest = async (page: Page, member: DemoMember, culture: DemoCulture = "en"): Promise<void> => {
  const labels = labelsIn(culture);
  await fieldByLabel(page, labels.signature, culture).fill(signatureOf(member));
  await page.getByRole("checkbox", { name: labelPattern(labels.attestation, culture) }).click();
};

/** Submit Claim (or Submit Documents) on the page before the confirmation. */
export const submitButton = (
  page: Page,
  key: "LocKey_Button_Submit" | "LocKey_Button_SubmitDocuments" = "LocKey_Button_Submit",
  culture: DemoCulture = "en"
): Locator => page.getByRole("button", { name: demoText(culture, key), exact: true });

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

/**
 * From the payment election to the confirmation, as both claim forms end: a check, the receipt uploaded,
 * signed and submitted. `reached` checks each page on the way (its heading, by default); gives the
 * confirmation's reference code.
 */
export const fileFromPaymentElection = async (
  page: Page,
  member: DemoMember,
  culture: DemoCulture = "en",
  reached: (titleKey: string) => Promise<void> = (titleKey) => expectPage(page, titleKey, culture)
): Promise<string> => {
  await reached("LocKey_PageTitle_PaymentElection");
  await chooseCheck(page, culture);
  await next(page, culture);
  await reached("LocKey_PageTitle_SupportingDocuments");
  await uploadReceipt(page, culture);
  await next(page, culture);
  await reached("LocKey_PageTitle_ClaimSummary");
  await signAndAttest(page, member, culture);
  await submitButton(page, "LocKey_Button_Submit", culture).click();
  await reached("LocKey_PageTitle_Confirmation");
  return shownReferenceCode(page, "LocKey_Confirmation_Body", culture);
};

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
 * claimant says so on the supporting-documents page.
 */
export const answerUpToSummary = async (page: Page, member: DemoMember): Promise<void> => {
  await answerUpToDocuments(page, member);
  await confirmNoDocuments(page);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
};
