// One claim per member and form type, as the claimant meets it: a member who has filed their documents
// and comes back (another browser, later) to file them again is told, on the page and in their language,
// that they have already filed, with the first claim's reference code; nothing more is filed.
import type { Browser, Page } from "@playwright/test";
import { countClaimsOfNotice } from "./support/claims-database.ts";
import { type DemoCulture, demoText } from "./support/demo-content.ts";
import { enterCredentials, errorSummary, expectNoAxeViolations, expectPage, fieldByLabel, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, test } from "./support/site-test.ts";
import { RECEIPT_FILE, shownReferenceCode } from "./support/standard-claim.ts";

const MEMBER = usMembersFor("DocumentsUpload")[9]!;

/** Signs in on the DocumentsUpload form, adds one receipt and presses Submit Documents, all in `culture`. */
const submitDocuments = async (page: Page, culture: DemoCulture): Promise<void> => {
  const text = (key: string): string => demoText(culture, key);
  await page.goto(`/documents-upload?culture=${culture}`);
  await expectPage(page, "LocKey_PageTitle_DocumentsUploadStart", culture);
  await enterCredentials(page, MEMBER, culture);
  await page.getByRole("button", { name: text("LocKey_Button_Start"), exact: true }).click();
  await expectPage(page, "LocKey_PageTitle_SupportingDocuments", culture);
  await fieldByLabel(page, text("LocKey_Label_DocumentFile"), culture).setInputFiles(RECEIPT_FILE);
  await fieldByLabel(page, text("LocKey_Label_DocumentType"), culture).selectOption({ label: text("LocKey_Option_DocumentType_Receipt") });
  await page.getByRole("button", { name: text("LocKey_Button_Upload"), exact: true }).click();
  await expect(page.getByRole("table", { name: text("LocKey_Records_DocumentContexts") }).getByRole("cell", { name: RECEIPT_FILE.name, exact: true })).toBeVisible();
  await page.getByRole("button", { name: text("LocKey_Button_SubmitDocuments"), exact: true }).click();
};

/** A second visit, as from another device: a browser context of its own, with no claim of this session. */
const anotherVisit = async (browser: Browser): Promise<{ readonly page: Page; readonly close: () => Promise<void> }> => {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
};

test("a member who files their documents again is told, in their language, the reference code of their first claim", ONE_THEME, async ({ sitePage: page, problems, browser }, testInfo) => {
  test.setTimeout(90_000);
  const server = testInfo.project.name;
  await submitDocuments(page, "en");
  const referenceCode = await shownReferenceCode(page, "LocKey_Confirmation_DocumentsBody");
  expect(await countClaimsOfNotice(server, MEMBER.noticeId)).toBe(1);

  for (const culture of ["en", "es"] as const) {
    const visit = await anotherVisit(browser);
    await submitDocuments(visit.page, culture);
    const summary = errorSummary(visit.page, culture);
    await expect(summary).toContainText(demoText(culture, "LocKey_Error_AlreadyFiled").replace("{referenceCode}", referenceCode));
    await expect(summary).toBeFocused();
    await expectPage(visit.page, "LocKey_PageTitle_SupportingDocuments", culture);
    await expectNoAxeViolations(visit.page);
    await visit.close();
  }
  expect(await countClaimsOfNotice(server, MEMBER.noticeId)).toBe(1);
  expect(problems.list()).toEqual([]);
});
