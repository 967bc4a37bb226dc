// The demo's Standard pages as their blocks lay them out (cases/demo/forms/standard.json, "blocks"), in English
// in every theme and in Spanish: copy in place of the fixed introduction, the name input's first name, middle
// initial and last name on one row and the e-mail beside its confirmation on a wide screen, a list, feedback
// that is part of the page, a banner named by its heading, the documents list between the banner and the
// "no documents" box, and a Print button on the summary, whose introduction stays. Every page axe-clean.
import type { Locator, Page } from "@playwright/test";
import { demoText, type DemoCulture } from "./support/demo-content.ts";
import { expectNoAxeViolations, expectPage, fieldByLabel, labelPattern, next, signIn, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, test } from "./support/site-test.ts";
import { chooseCheck, confirmNoDocuments, fillClaimantInfo, fillClaimDetails } from "./support/standard-claim.ts";

const MEMBERS: Readonly<Record<DemoCulture, ReturnType<typeof usMembersFor>[number]>> = {
  en: usMembersFor("Standard")[60]!,
  es: usMembersFor("Standard")[61]!
};

/** The box of a located element in the document's coordinates, which a smooth scroll under way does not move. */
const boxOf = (locator: Locator): Promise<{ readonly x: number; readonly y: number; readonly width: number; readonly height: number }> =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });

/** The box of a field's label: labels of one row start level, though a long one may wrap and lower its input. */
const labelBoxOf = (field: Locator): Promise<{ readonly x: number; readonly y: number; readonly width: number; readonly height: number }> =>
  field.evaluate((element) => {
    const rect = (document.querySelector(`label[for="${element.id}"]`) ?? element).getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });

/** Whether the page is at least as wide as the grid's mobile cutoff (768 px), where fields share rows. */
const wide = (page: Page): boolean => (page.viewportSize()?.width ?? 0) >= 768;

for (const culture of ["en", "es"] as const) {
  test(`the Standard pages are laid out by their blocks, axe-clean, in ${culture}`, culture === "es" ? ONE_THEME : {}, async ({ sitePage: page, problems }) => {
    test.setTimeout(90_000);
    const text = (key: string): string => demoText(culture, key);
    const member = MEMBERS[culture];
    await signIn(page, member, culture);

    await expectPage(page, "LocKey_PageTitle_ClaimantInfo", culture);
    const main = page.getByRole("main");
    await expect(main.getByText(text("LocKey_PageIntro_ClaimantInfo"), { exact: true })).toHaveCount(1);
    await expect(main.getByRole("heading", { level: 2, name: text("LocKey_Heading_ContactDetails") })).toBeVisible();
    if (wide(page)) {
      const [first, middle, last] = await Promise.all(
        ["LocKey_Label_FirstName", "LocKey_Label_MiddleInitial", "LocKey_Label_LastName"].map((key) => labelBoxOf(fieldByLabel(page, text(key), culture)))
      );
      // firstMiddleInitialLast: one row, 5, 2 and 5 of the 12 columns (label widths follow their text; the order and row are the block's).
      expect(Math.abs(first!.y - last!.y)).toBeLessThan(2);
      expect(Math.abs(first!.y - middle!.y)).toBeLessThan(2);
      expect(first!.x).toBeLessThan(middle!.x);
      expect(middle!.x).toBeLessThan(last!.x);
      const inputs = await Promise.all(
        ["LocKey_Label_FirstName", "LocKey_Label_MiddleInitial", "LocKey_Label_LastName"].map((key) => boxOf(fieldByLabel(page, text(key), culture)))
      );
      expect(inputs[1]!.width).toBeLessThan(inputs[0]!.width / 2);
      expect(Math.abs(inputs[0]!.width - inputs[2]!.width)).toBeLessThan(2);
      const [email, confirm] = await Promise.all(
        ["LocKey_Label_Email", "LocKey_Label_ConfirmEmailAddress"].map((key) => labelBoxOf(page.getByRole("textbox", { name: labelPattern(text(key), culture) })))
      );
      expect(confirm!.x).toBeGreaterThan(email!.x);
      expect(Math.abs(email!.y - confirm!.y)).toBeLessThan(2);
    }
    await expectNoAxeViolations(page);
    await fillClaimantInfo(page, member, culture);
    await next(page, culture);

    await expectPage(page, "LocKey_PageTitle_ClaimDetails", culture);
    await expect(main.getByText(text("LocKey_Copy_HaveReady"), { exact: true })).toBeVisible();
    await expect(main.getByRole("listitem").filter({ hasText: text("LocKey_List_PurchaseDetails") })).toBeVisible();
    await expectNoAxeViolations(page);
    await fillClaimDetails(page, culture);
    await next(page, culture);

    await expectPage(page, "LocKey_PageTitle_PaymentElection", culture);
    const timing = main.getByText(text("LocKey_Feedback_PaymentTiming"), { exact: true });
    await expect(timing).toBeVisible();
    await expect(timing.locator("xpath=ancestor-or-self::*[@role='status' or @role='alert' or @aria-live]")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await chooseCheck(page, culture);
    await next(page, culture);

    await expectPage(page, "LocKey_PageTitle_SupportingDocuments", culture);
    const banner = main.getByRole("region", { name: text("LocKey_Banner_DocumentsHeading") });
    await expect(banner).toContainText(text("LocKey_Banner_DocumentsCopy"));
    // The banner, then the documents list (its file input), then "I have no documents to send".
    const noDocuments = page.getByRole("checkbox", { name: new RegExp(`^${text("LocKey_Label_NoDocuments")}`) });
    const [bannerBox, fileBox, noneBox] = await Promise.all([boxOf(banner), boxOf(fieldByLabel(page, text("LocKey_Label_DocumentFile"), culture)), boxOf(noDocuments)]);
    expect(bannerBox.y).toBeLessThan(fileBox.y);
    expect(fileBox.y).toBeLessThan(noneBox.y);
    await expectNoAxeViolations(page);
    await confirmNoDocuments(page, culture);
    await next(page, culture);

    await expectPage(page, "LocKey_PageTitle_ClaimSummary", culture);
    // The signature's blocks place no copy: the summary keeps its introduction, and gains a Print button.
    await expect(main.getByText(text("LocKey_PageIntro_ClaimSummary"), { exact: true })).toBeVisible();
    await expect(main.getByRole("button", { name: text("LocKey_Button_PrintAnswers"), exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(problems.list()).toEqual([]);
  });
}
