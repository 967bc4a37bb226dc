// A claimant who starts in Spanish stays in Spanish (spec section 4, "Culture"): every page the site moves to
// carries the culture in its address, so the next page, a reload mid-claim and the confirmation are in
// Spanish (the page's lang too), and the claim is filed with culture es.
import type { Page } from "@playwright/test";
import { findFiledClaim } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { expectPageIn, fieldByLabel, signIn, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, test } from "./support/site-test.ts";
import { emailOf, RECEIPT_FILE, shownReferenceCode } from "./support/standard-claim.ts";

const es = (key: string): string => demoText("es", key);
const STANDARD_MEMBER = usMembersFor("Standard")[5]!;
const DOCUMENTS_MEMBER = usMembersFor("DocumentsUpload")[6]!;

/** The page shows this heading in Spanish, its lang is es and its address keeps culture=es. */
const expectSpanish = (page: Page, titleKey: string): Promise<void> => expectPageIn(page, titleKey, "es");

test("a Standard claim begun in Spanish is still in Spanish after claimant information and after a reload", ONE_THEME, async ({ sitePage: page, problems }) => {
  await signIn(page, STANDARD_MEMBER, "es");
  await expectSpanish(page, "LocKey_PageTitle_ClaimantInfo");
  const confirmEmail = fieldByLabel(page, es("LocKey_Label_ConfirmEmailAddress"), "es");
  await confirmEmail.click();
  await page.keyboard.type(emailOf(STANDARD_MEMBER));
  await page.keyboard.press("Tab");
  await page.getByRole("group", { name: new RegExp(es("LocKey_Label_ContactPreference")) }).getByRole("radio", { name: es("LocKey_Option_ContactPreference_Email") }).click();
  await page.getByRole("button", { name: es("LocKey_Button_Next"), exact: true }).click();
  await expectSpanish(page, "LocKey_PageTitle_ClaimDetails");
  await page.reload();
  await expectSpanish(page, "LocKey_PageTitle_ClaimDetails");
  // Back at once: the reloaded page shows whole (its date field among it), so nothing moves under the press.
  await page.getByRole("button", { name: es("LocKey_Button_Back"), exact: true }).click();
  await expectSpanish(page, "LocKey_PageTitle_ClaimantInfo");
  expect(problems.list()).toEqual([]);
});

test("a DocumentsUpload claim filed in Spanish is confirmed in Spanish and filed with culture es", ONE_THEME, async ({ sitePage: page, problems }, testInfo) => {
  await page.goto("/documents-upload?culture=es");
  await expectSpanish(page, "LocKey_PageTitle_DocumentsUploadStart");
  await fieldByLabel(page, es("LocKey_Label_NoticeId"), "es").fill(DOCUMENTS_MEMBER.noticeId);
  await fieldByLabel(page, es("LocKey_Label_Pin"), "es").fill(DOCUMENTS_MEMBER.pin);
  await page.getByRole("button", { name: es("LocKey_Button_Start"), exact: true }).click();
  await expectSpanish(page, "LocKey_PageTitle_SupportingDocuments");
  await fieldByLabel(page, es("LocKey_Label_DocumentFile"), "es").setInputFiles(RECEIPT_FILE);
  await fieldByLabel(page, es("LocKey_Label_DocumentType"), "es").selectOption({ label: es("LocKey_Option_DocumentType_Receipt") });
  await page.getByRole("button", { name: es("LocKey_Button_Upload"), exact: true }).click();
  await expect(page.getByRole("table", { name: es("LocKey_Records_DocumentContexts") }).getByRole("cell", { name: RECEIPT_FILE.name, exact: true })).toBeVisible();
  await page.getByRole("button", { name: es("LocKey_Button_SubmitDocuments"), exact: true }).click();
  await expectSpanish(page, "LocKey_PageTitle_Confirmation");
  const referenceCode = await shownReferenceCode(page, "LocKey_Confirmation_DocumentsBody", "es");
  const claim = await findFiledClaim(testInfo.project.name, referenceCode);
  expect(claim?.culture).toBe("es");
  expect(claim?.payload).toMatchObject({ userPreferredCulture: "es" });
  expect(problems.list()).toEqual([]);
});
