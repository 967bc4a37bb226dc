// The Standard claim filed with the keyboard alone (WCAG 2.1.1): Tab and Shift+Tab between fields, typing,
// arrow keys in radio groups and selects, Space on checkboxes, Enter on buttons and the file picker; no
// pointer at all. The claim reaches the database as the pointer-filed one does.
import { createHash } from "node:crypto";
import type { FileChooser } from "@playwright/test";
import { findFiledClaim } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { expectPage, fieldByLabel, labelPattern, openStartPage, usMembersFor } from "./support/file-claim.ts";
import { pressButton, tabTo, typeInField } from "./support/keyboard-steps.ts";
import { expect, test } from "./support/site-test.ts";
import {
  CHECK_PAYMENT,
  DETAILS,
  documentsTable,
  emailOf,
  LABELS,
  OTHER,
  radioGroup,
  RECEIPT_FILE,
  RECEIPT_TYPE,
  shownReferenceCode,
  signatureOf,
  SMALL_PDF,
  submitButton,
  uploadButton
} from "./support/standard-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const en = (key: string): string => demoText("en", key);
const MEMBER = usMembersFor("Standard")[1]!;

test("a Standard claim is filed with the keyboard alone", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(120_000);
  const nextButton = page.getByRole("button", { name: en("LocKey_Button_Next"), exact: true });
  const field = (label: string) => fieldByLabel(page, label);
  const checkbox = (label: string) => page.getByRole("checkbox", { name: labelPattern(label) });
  // Listening from the start has the browser hand file pickers to the test well before one opens.
  const pickers: FileChooser[] = [];
  page.on("filechooser", (picker) => {
    pickers.push(picker);
  });

  await openStartPage(page);
  await typeInField(page, field(en("LocKey_Label_NoticeId")), MEMBER.noticeId);
  await typeInField(page, field(en("LocKey_Label_Pin")), MEMBER.pin);
  await pressButton(page, page.getByRole("button", { name: en("LocKey_Button_Start"), exact: true }));

  // Claimant information: the address on file is kept; the email is confirmed; arrows pick the way of contact.
  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  await typeInField(page, field(LABELS.confirmEmail), emailOf(MEMBER));
  const contact = radioGroup(page, LABELS.contactPreference);
  await tabTo(page, contact.getByRole("radio").first());
  await page.keyboard.press("ArrowDown");
  await expect(contact.getByRole("radio", { name: en("LocKey_Option_ContactPreference_Phone") })).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await expect(contact.getByRole("radio", { name: en("LocKey_Option_ContactPreference_Email") })).toBeChecked();
  await pressButton(page, nextButton);

  // Claim details: every kind of field.
  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  const productType = field(LABELS.productType);
  await tabTo(page, productType);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(productType).toHaveValue("WindowAirConditioner");
  await typeInField(page, field(LABELS.modelNumber), DETAILS.modelNumber);
  await typeInField(page, field(LABELS.serialNumber), DETAILS.serialNumber);
  await typeInField(page, field(LABELS.purchaseDate), DETAILS.purchaseDate);
  await typeInField(page, field(LABELS.purchasePrice), DETAILS.purchasePriceTyped);
  await expect(field(LABELS.purchasePrice)).toHaveValue(DETAILS.purchasePrice);
  const channel = radioGroup(page, LABELS.purchaseChannel);
  await tabTo(page, channel.getByRole("radio").first());
  await page.keyboard.press("Space");
  await expect(channel.getByRole("radio", { name: DETAILS.purchaseChannel })).toBeChecked();
  await typeInField(page, field(LABELS.retailerName), DETAILS.retailerName);
  await tabTo(page, checkbox(DETAILS.problem));
  await page.keyboard.press("Space");
  await expect(checkbox(DETAILS.problem)).toBeChecked();
  await typeInField(page, field(LABELS.firstProblemDate), DETAILS.firstProblemDate);
  await tabTo(page, checkbox(LABELS.paidForRepair));
  await page.keyboard.press("Space");
  await expect(field(LABELS.repairCost)).toBeEnabled();
  await typeInField(page, field(LABELS.repairDate), DETAILS.repairDate);
  const warranty = radioGroup(page, LABELS.coveredByWarranty);
  await tabTo(page, warranty.getByRole("radio").first());
  await page.keyboard.press("ArrowDown");
  await expect(warranty.getByRole("radio", { name: DETAILS.coveredByWarranty })).toBeChecked();
  await typeInField(page, field(LABELS.repairCost), DETAILS.repairCost);
  const howHeard = radioGroup(page, LABELS.howHeard);
  await tabTo(page, howHeard.getByRole("radio").first());
  // Up from the first choice wraps round to the last: Other, which shows its text box.
  await page.keyboard.press("ArrowUp");
  await expect(howHeard.getByRole("radio", { name: OTHER })).toBeChecked();
  await typeInField(page, howHeard.getByRole("textbox", { name: OTHER }), DETAILS.howHeardOther);
  await tabTo(page, field(LABELS.description));
  await page.keyboard.type(DETAILS.description);
  // Back to the store's name with Shift+Tab, to check it kept what was typed.
  await tabTo(page, field(LABELS.retailerName), { backwards: true });
  await expect(field(LABELS.retailerName)).toHaveValue(DETAILS.retailerName);
  await pressButton(page, nextButton);

  await expectPage(page, "LocKey_PageTitle_PaymentElection");
  const payment = radioGroup(page, LABELS.paymentMethod);
  await tabTo(page, payment.getByRole("radio").first());
  await page.keyboard.press("ArrowDown");
  await expect(payment.getByRole("radio", { name: CHECK_PAYMENT })).toBeChecked();
  await pressButton(page, nextButton);

  // Supporting documents: Enter on the file input opens the picker.
  await expectPage(page, "LocKey_PageTitle_SupportingDocuments");
  await tabTo(page, field(LABELS.documentFile));
  await page.keyboard.press("Enter");
  await expect.poll(() => pickers.length, { message: "Enter on the file input opens the file picker" }).toBe(1);
  await pickers[0]!.setFiles(RECEIPT_FILE);
  await tabTo(page, field(LABELS.documentType));
  await page.keyboard.press("ArrowDown");
  await expect(field(LABELS.documentType)).toHaveValue("Receipt");
  await expect(field(LABELS.documentType).getByRole("option", { selected: true })).toHaveText(RECEIPT_TYPE);
  await pressButton(page, uploadButton(page));
  await expect(documentsTable(page).getByRole("cell", { name: RECEIPT_FILE.name, exact: true })).toBeVisible();
  await pressButton(page, nextButton);

  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
  await typeInField(page, field(LABELS.signature), signatureOf(MEMBER));
  await tabTo(page, checkbox(LABELS.attestation));
  await page.keyboard.press("Space");
  await expect(checkbox(LABELS.attestation)).toBeChecked();
  await pressButton(page, submitButton(page));

  const referenceCode = await shownReferenceCode(page);
  const claim = await findFiledClaim(testInfo.project.name, referenceCode);
  expect(claim).toMatchObject({
    formType: "Standard",
    payload: {
      credentials: { fields: { noticeId: MEMBER.noticeId } },
      claimantInfo: { fields: { contactPreference: "Email", confirmEmailAddress: emailOf(MEMBER) } },
      claimDetails: {
        fields: {
          productType: "WindowAirConditioner",
          purchasePrice: DETAILS.purchasePrice,
          purchaseChannel: "Retail",
          problemCompressorFailure: true,
          paidForRepair: true,
          coveredByWarranty: "No",
          howHeard: DETAILS.howHeardOther,
          description: DETAILS.description
        }
      },
      prepopulatedData: [{ fields: { paymentMethod: "Check" } }, { fields: { noDocuments: false } }],
      signature: { fields: { signature: signatureOf(MEMBER), attestation: true } }
    }
  });
  expect(claim!.documents.map((document) => document.sha256)).toEqual([createHash("sha256").update(SMALL_PDF).digest("hex")]);
  expect(problems.list()).toEqual([]);
});
