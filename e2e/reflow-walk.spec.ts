// Reflow (WCAG 1.4.10) through every page of every form at 320 CSS px, in every theme: each start page and
// form page as it first shows and in its error state (its main button pressed with its questions
// unanswered), the claim details with a repair added, the documents page after an upload, and the end (the
// confirmation, or the member's data found). No page needs sideways scrolling and no accessible name has a
// stray space. The More list, the calendar and the text-spacing overrides are reflow.spec.ts's.
import type { Page } from "@playwright/test";
import { addRepair, fillVehicle } from "./support/automotive-claim.ts";
import { untidyAccessibleNames } from "./support/accessible-names.ts";
import { demoText } from "./support/demo-content.ts";
import {
  AUTOMOTIVE_ENTRY,
  DOCUMENTS_ENTRY,
  STANDARD_ENTRY,
  type FormEntry,
  beginClaim,
  enterCredentials,
  errorSummary,
  expectPage,
  next,
  usMembersFor
} from "./support/file-claim.ts";
import { PHONE, expectNoSidewaysScroll } from "./support/reflow.ts";
import { expect, test } from "./support/site-test.ts";
import {
  chooseCheck,
  fileFromPaymentElection,
  fillClaimantInfo,
  fillClaimDetails,
  shownReferenceCode,
  signAndAttest,
  submitButton,
  uploadReceipt
} from "./support/standard-claim.ts";

const en = (key: string): string => demoText("en", key);

/** The page as it is now fits across the phone, and its accessible names are tidy. */
const fits = async (page: Page, where: string): Promise<void> => {
  await expectNoSidewaysScroll(page, where);
  expect(await untidyAccessibleNames(page), where).toEqual([]);
};

/** Presses the page's main button with its questions unanswered: the error summary shows, and the page still fits. */
const errorStateFits = async (page: Page, press: () => Promise<void>, where: string): Promise<void> => {
  await press();
  await expect(errorSummary(page)).toBeVisible();
  await fits(page, `${where}, its errors shown`);
};

/** The form's start page fits, before and after Start is pressed with nothing entered. */
const startPageFits = async (page: Page, entry: FormEntry, buttonKey = "LocKey_Button_Start"): Promise<void> => {
  await page.goto(`${entry.path}?culture=en`);
  await expectPage(page, entry.startTitleKey);
  await fits(page, entry.startTitleKey);
  await errorStateFits(page, () => page.getByRole("button", { name: en(buttonKey), exact: true }).click(), entry.startTitleKey);
};

/** The form page shows and fits, then fits in its error state after Next with nothing answered. */
const formPageFits = async (page: Page, titleKey: string): Promise<void> => {
  await expectPage(page, titleKey);
  await fits(page, titleKey);
  await errorStateFits(page, () => next(page), titleKey);
};

test.describe("at 320 CSS px, every page", () => {
  test.use({ viewport: PHONE });

  test("of the Standard form fits, in its error state too", async ({ sitePage: page }) => {
    test.setTimeout(120_000);
    const member = usMembersFor("Standard")[16]!;
    await startPageFits(page, STANDARD_ENTRY);
    await beginClaim(page, STANDARD_ENTRY, member);
    await formPageFits(page, "LocKey_PageTitle_ClaimantInfo");
    await fillClaimantInfo(page, member);
    await next(page);
    await formPageFits(page, "LocKey_PageTitle_ClaimDetails");
    await fillClaimDetails(page);
    await next(page);
    await formPageFits(page, "LocKey_PageTitle_PaymentElection");
    await chooseCheck(page);
    await next(page);
    await expectPage(page, "LocKey_PageTitle_SupportingDocuments");
    await fits(page, "supporting documents");
    await uploadReceipt(page);
    await fits(page, "supporting documents after an upload");
    await next(page);
    await expectPage(page, "LocKey_PageTitle_ClaimSummary");
    await fits(page, "claim summary");
    await errorStateFits(page, () => submitButton(page).click(), "claim summary");
    await signAndAttest(page, member);
    await submitButton(page).click();
    await shownReferenceCode(page);
    await fits(page, "confirmation");
  });

  test("of the Automotive form fits, in its error state too", async ({ sitePage: page }) => {
    test.setTimeout(120_000);
    const member = usMembersFor("Automotive")[2]!;
    await startPageFits(page, AUTOMOTIVE_ENTRY);
    await beginClaim(page, AUTOMOTIVE_ENTRY, member);
    await formPageFits(page, "LocKey_PageTitle_ClaimantInfo");
    await fillClaimantInfo(page, member);
    await next(page);
    await formPageFits(page, "LocKey_PageTitle_ClaimDetails");
    await fillVehicle(page);
    await addRepair(page);
    await fits(page, "claim details with a repair");
    await next(page);
    await fileFromPaymentElection(page, member, "en", async (titleKey) => {
      await expectPage(page, titleKey);
      await fits(page, titleKey);
    });
  });

  test("of the DocumentsUpload form fits, in its error state too", async ({ sitePage: page }) => {
    const member = usMembersFor("DocumentsUpload")[12]!;
    await startPageFits(page, DOCUMENTS_ENTRY);
    await beginClaim(page, DOCUMENTS_ENTRY, member);
    await fits(page, "supporting documents");
    const submitDocuments = submitButton(page, "LocKey_Button_SubmitDocuments");
    await errorStateFits(page, () => submitDocuments.click(), "supporting documents");
    await uploadReceipt(page);
    await fits(page, "supporting documents after an upload");
    await submitDocuments.click();
    await shownReferenceCode(page, "LocKey_Confirmation_DocumentsBody");
    await fits(page, "confirmation");
  });

  test("of the Lookup form fits, in its error state too, and with the member's data found", async ({ sitePage: page }) => {
    const lookup: FormEntry = { path: "/lookup", startTitleKey: "LocKey_PageTitle_LookupStart", firstTitleKey: "LocKey_PageTitle_LookupStart" };
    await startPageFits(page, lookup, "LocKey_Button_Lookup");
    await enterCredentials(page, usMembersFor("Lookup")[7]!);
    await page.getByRole("button", { name: en("LocKey_Button_Lookup"), exact: true }).click();
    await expect(page.getByRole("region", { name: en("LocKey_Lookup_Found") })).toBeVisible();
    await fits(page, "the member's data found");
  });
});
