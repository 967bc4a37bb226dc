// Edit on a saved document (spec section 2, display rows; the demo's Standard form allows it): the document
// opens in the draft form, whose heading names it and takes focus; its type changed and Upload pressed, it is
// back in the list in its place with the new type, and the claim is filed with it.
import { findFiledClaim } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { expectNoAxeViolations, expectPage, fieldByLabel, next, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, test } from "./support/site-test.ts";
import {
  answerUpToDocuments,
  documentsTable,
  LABELS,
  RECEIPT_FILE,
  shownReferenceCode,
  signAndAttest,
  submitButton,
  uploadButton,
  uploadReceipt
} from "./support/standard-claim.ts";

const en = (key: string): string => demoText("en", key);
const MEMBER = usMembersFor("Standard")[9]!;
const PHOTO = en("LocKey_Option_DocumentType_Photo");

test("Edit opens a saved document in the draft form, and Upload puts it back changed; the claim is filed with it", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  test.setTimeout(90_000);
  await answerUpToDocuments(page, MEMBER);
  await uploadReceipt(page);

  await documentsTable(page).getByRole("button", { name: `${en("LocKey_Button_Edit")} ${RECEIPT_FILE.name}`, exact: true }).click();

  const heading = page.getByRole("heading", { level: 3, name: en("LocKey_Records_Editing").replace("{name}", RECEIPT_FILE.name) });
  await expect(heading).toBeFocused();
  await expect(documentsTable(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await fieldByLabel(page, LABELS.documentType).selectOption({ label: PHOTO });
  await uploadButton(page).click();

  const row = documentsTable(page).getByRole("row").filter({ has: page.getByRole("cell", { name: RECEIPT_FILE.name, exact: true }) });
  await expect(row.getByRole("cell", { name: PHOTO, exact: true })).toBeVisible();
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimSummary");
  await signAndAttest(page, MEMBER);
  await submitButton(page).click();
  const referenceCode = await shownReferenceCode(page);
  const claim = await findFiledClaim(testInfo.project.name, referenceCode);
  expect(claim?.payload).toMatchObject({ documentContexts: [{ fields: { name: RECEIPT_FILE.name, documentType: "Photo" } }] });
  expect(problems.list()).toEqual([]);
});
