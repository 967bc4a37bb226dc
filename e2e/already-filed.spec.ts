// One claim per member and form type, as the claimant meets it: a member who has filed their documents
// and comes back (another browser, later) to file them again is told, on the page and in their language,
// that they have already filed, with the first claim's reference code; nothing more is filed.
import type { Browser, Page } from "@playwright/test";
import { countClaimsOfNotice } from "./support/claims-database.ts";
import { demoText } from "./support/demo-content.ts";
import { submitDocuments } from "./support/documents-claim.ts";
import { errorSummary, expectNoAxeViolations, expectPage, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, test } from "./support/site-test.ts";
import { shownReferenceCode } from "./support/standard-claim.ts";

const MEMBER = usMembersFor("DocumentsUpload")[9]!;

/** A second visit, as from another device: a browser context of its own, with no claim of this session. */
const anotherVisit = async (browser: Browser): Promise<{ readonly page: Page; readonly close: () => Promise<void> }> => {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
};

test("a member who files their documents again is told, in their language, the reference code of their first claim", ONE_THEME, async ({ sitePage: page, problems, browser }, testInfo) => {
  test.setTimeout(90_000);
  const server = testInfo.project.name;
  // Counted before: the member may have filed another form type in another spec.
  const before = await countClaimsOfNotice(server, MEMBER.noticeId);
  await submitDocuments(page, MEMBER, "en");
  const referenceCode = await shownReferenceCode(page, "LocKey_Confirmation_DocumentsBody");
  expect(await countClaimsOfNotice(server, MEMBER.noticeId)).toBe(before + 1);

  for (const culture of ["en", "es"] as const) {
    const visit = await anotherVisit(browser);
    await submitDocuments(visit.page, MEMBER, culture);
    const summary = errorSummary(visit.page, culture);
    await expect(summary).toContainText(demoText(culture, "LocKey_Error_AlreadyFiled").replace("{referenceCode}", referenceCode));
    await expect(summary).toBeFocused();
    await expectPage(visit.page, "LocKey_PageTitle_SupportingDocuments", culture);
    await expectNoAxeViolations(visit.page);
    await visit.close();
  }
  expect(await countClaimsOfNotice(server, MEMBER.noticeId)).toBe(before + 1);
  expect(problems.list()).toEqual([]);
});
