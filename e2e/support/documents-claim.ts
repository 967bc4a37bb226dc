// The shortest claim a member can file from the pages: DocumentsUpload with one receipt, in either language.
// For specs about what happens around a submit (a second claim, a busy server), not about the form itself.
import type { Page } from "@playwright/test";
import { type DemoCulture, demoText } from "./demo-content.ts";
import { type DemoMember, enterCredentials, expectPage, fieldByLabel } from "./file-claim.ts";
import { expect } from "./site-test.ts";
import { RECEIPT_FILE } from "./standard-claim.ts";

/** Signs the member in on the DocumentsUpload form, adds one receipt and presses Submit Documents, all in `culture`. */
export const submitDocuments = async (page: Page, member: DemoMember, culture: DemoCulture = "en"): Promise<void> => {
  const text = (key: string): string => demoText(culture, key);
  await page.goto(`/documents-upload?culture=${culture}`);
  await expectPage(page, "LocKey_PageTitle_DocumentsUploadStart", culture);
  await enterCredentials(page, member, culture);
  await page.getByRole("button", { name: text("LocKey_Button_Start"), exact: true }).click();
  await expectPage(page, "LocKey_PageTitle_SupportingDocuments", culture);
  await fieldByLabel(page, text("LocKey_Label_DocumentFile"), culture).setInputFiles(RECEIPT_FILE);
  await fieldByLabel(page, text("LocKey_Label_DocumentType"), culture).selectOption({ label: text("LocKey_Option_DocumentType_Receipt") });
  await page.getByRole("button", { name: text("LocKey_Button_Upload"), exact: true }).click();
  await expect(page.getByRole("table", { name: text("LocKey_Records_DocumentContexts") }).getByRole("cell", { name: RECEIPT_FILE.name, exact: true })).toBeVisible();
  await page.getByRole("button", { name: text("LocKey_Button_SubmitDocuments"), exact: true }).click();
};
