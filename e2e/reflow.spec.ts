// Reflow (WCAG 1.4.10) at 320 CSS px, in every theme and both languages, with and without the WCAG 1.4.12
// text-spacing overrides: no page needs sideways scrolling with the header's More list open, the documents
// table after an upload (drawn as stacked rows, its buttons' words whole) or the calendar open; the wide
// table keeps its header row; axe stays clean on the stacked table; and no accessible name on these pages has
// a stray space (the calendar button's had one before its comma).
import type { Page } from "@playwright/test";
import { untidyAccessibleNames } from "./support/accessible-names.ts";
import { DEMO_CULTURES, type DemoCulture, demoText } from "./support/demo-content.ts";
import { enterCredentials, expectNoAxeViolations, expectPage, fieldByLabel, next, signIn, usMembersFor } from "./support/file-claim.ts";
import { expect, test } from "./support/site-test.ts";
import { PHONE, SPACINGS, expectNoSidewaysScroll, expectWhollyAcross, withSpacing } from "./support/reflow.ts";
import { RECEIPT_FILE, fillClaimantInfo } from "./support/standard-claim.ts";

/** A file name longer than a phone's line, as phones name photos and scans. */
const LONG_NAME = "scanned-purchase-receipt-from-the-store-march-2020-page-one.pdf";

/** Each button's label is one line: no word broken inside it ("Remo/ve"). */
const brokenButtonLabels = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const broken: string[] = [];
    for (const button of document.querySelectorAll(`${selector} button`)) {
      const label = button.firstChild;
      if (label?.nodeType !== Node.TEXT_NODE) continue;
      const range = document.createRange();
      range.selectNodeContents(label);
      if (range.getClientRects().length > 1) broken.push(button.textContent);
    }
    return broken;
  }, scope);


test.describe("at 320 CSS px", () => {
  test.use({ viewport: PHONE });

  for (const culture of DEMO_CULTURES) {
    test(`the start page and its More list fit, in ${culture}`, async ({ sitePage: page }) => {
      const text = (key: string): string => demoText(culture, key);
      for (const spacing of SPACINGS) {
        await page.goto(`/?culture=${culture}`);
        await expectPage(page, "LocKey_PageTitle_StandardStart", culture);
        await withSpacing(page, spacing);
        await expectNoSidewaysScroll(page, `start page, spacing ${String(spacing)}`);
        await page.getByRole("button", { name: text("LocKey_Nav_More") }).click();
        for (const key of ["LocKey_Nav_CheckClaimStatus", "LocKey_Nav_UploadDocuments", "LocKey_Nav_ChangeMyAddress"]) {
          await expectWhollyAcross(page.getByRole("link", { name: new RegExp(`^${text(key)}`) }), text(key));
        }
        await expectNoSidewaysScroll(page, `More open, spacing ${String(spacing)}`);
      }
      expect(await untidyAccessibleNames(page)).toEqual([]);
    });
  }

  const uploadWithLongName = async (page: Page, culture: DemoCulture): Promise<void> => {
    const text = (key: string): string => demoText(culture, key);
    const member = usMembersFor("DocumentsUpload")[40 + DEMO_CULTURES.indexOf(culture)]!;
    await page.goto(`/documents-upload?culture=${culture}`);
    await enterCredentials(page, member, culture);
    await page.getByRole("button", { name: text("LocKey_Button_Start"), exact: true }).click();
    const startAgain = page.getByRole("button", { name: text("LocKey_Button_StartAgain"), exact: true });
    const documentsPage = page.getByRole("heading", { level: 1, name: text("LocKey_PageTitle_SupportingDocuments") });
    await expect(documentsPage.or(startAgain)).toBeVisible();
    if (await startAgain.isVisible()) await startAgain.click();
    await expect(documentsPage).toBeVisible();
    await fieldByLabel(page, text("LocKey_Label_DocumentFile"), culture).setInputFiles({ ...RECEIPT_FILE, name: LONG_NAME });
    await fieldByLabel(page, text("LocKey_Label_DocumentType"), culture).selectOption({ label: text("LocKey_Option_DocumentType_Receipt") });
    await page.getByRole("button", { name: text("LocKey_Button_Upload"), exact: true }).click();
    await expect(page.getByRole("cell", { name: LONG_NAME, exact: true })).toBeVisible();
  };

  for (const culture of DEMO_CULTURES) {
    test(`the documents table is stacked rows after an upload, in ${culture}`, async ({ sitePage: page }) => {
      const text = (key: string): string => demoText(culture, key);
      await uploadWithLongName(page, culture);
      const table = page.getByRole("table", { name: text("LocKey_Records_DocumentContexts") });
      // Each value shows its column's name beside it; the header row is out of sight but still announced.
      await expect(table.getByText(text("LocKey_Records_FileName"), { exact: true }).first()).toBeVisible();
      await expect(table.getByRole("columnheader", { name: text("LocKey_Records_FileName") })).toBeAttached();
      for (const spacing of SPACINGS) {
        await withSpacing(page, spacing);
        await expectNoSidewaysScroll(page, `documents table, spacing ${String(spacing)}`);
        expect(await brokenButtonLabels(page, "table")).toEqual([]);
      }
      await expectNoAxeViolations(page);
      expect(await untidyAccessibleNames(page)).toEqual([]);
      // On a wide screen the same table has its header row in sight again.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(table.getByRole("columnheader", { name: text("LocKey_Records_FileName") })).toBeVisible();
      expect(await brokenButtonLabels(page, "table")).toEqual([]);
    });
  }

  test("the calendar, open, fits", async ({ sitePage: page }) => {
    const member = usMembersFor("Standard")[40]!;
    await signIn(page, member);
    await fillClaimantInfo(page, member);
    await next(page);
    await expectPage(page, "LocKey_PageTitle_ClaimDetails");
    expect(await untidyAccessibleNames(page)).toEqual([]);
    for (const spacing of SPACINGS) {
      await withSpacing(page, spacing);
      const open = page.getByRole("button", { name: new RegExp(`^${demoText("en", "LocKey_DatePicker_Open")}`) }).first();
      await open.click();
      const calendar = page.getByRole("dialog");
      await expect(calendar.getByRole("combobox").first()).toBeVisible();
      await expectWhollyAcross(calendar, "the calendar");
      await expectNoSidewaysScroll(page, `calendar open, spacing ${String(spacing)}`);
      await page.keyboard.press("Escape");
      await expect(calendar).toBeHidden();
    }
    // A range's calendar, with the line that says what to choose next, and several days' boxes with Remove.
    const severalDays = page.getByRole("group", { name: new RegExp(`^${demoText("en", "LocKey_Label_ServiceVisitDates").replace(/[()]/g, "\\$&")}`) });
    await severalDays.getByRole("button", { name: demoText("en", "LocKey_MultiDate_Add") }).click();
    for (const spacing of SPACINGS) {
      await withSpacing(page, spacing);
      await expectWhollyAcross(severalDays, "several days' boxes");
      await page.getByRole("button", { name: new RegExp(`^${demoText("en", "LocKey_DatePicker_OpenDates")}, ${demoText("en", "LocKey_Label_OwnershipPeriod").replace(/[()]/g, "\\$&")}`) }).click();
      const calendar = page.getByRole("dialog");
      await expect(calendar.getByRole("status")).toBeVisible();
      await expectWhollyAcross(calendar, "the range's calendar");
      await expectNoSidewaysScroll(page, `range calendar open, spacing ${String(spacing)}`);
      await page.keyboard.press("Escape");
      await expect(calendar).toBeHidden();
    }
  });
});
