// A failed Next on the claimant information page (PATTERNS, "Error summary"): a required answer cleared
// shows the error summary, focused, with "Error:" before the page title; its link for the field moves focus
// to the field, which says what is wrong; once answered, Next moves on and the title loses "Error:".
import { demoText } from "./support/demo-content.ts";
import { errorSummary, expectNoAxeViolations, expectPage, fieldByLabel, next, signIn, usMembersFor } from "./support/file-claim.ts";
import { expect, test } from "./support/site-test.ts";
import { fillClaimantInfo, LABELS } from "./support/standard-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const MEMBER = usMembersFor("Standard")[3]!;
const ERROR_PREFIX = demoText("en", "LocKey_Error_Prefix");
const TITLE = demoText("en", "LocKey_PageTitle_ClaimantInfo");
const REQUIRED = demoText("en", "LocKey_Validation_Required");

test("a cleared first name fails Next: the error summary takes focus, the title says Error:, and its link focuses the field", ONE_THEME, async ({ sitePage: page, problems }) => {
  await signIn(page, MEMBER);
  await fillClaimantInfo(page, MEMBER);
  const firstName = fieldByLabel(page, LABELS.firstName);
  await expect(firstName).toHaveValue(MEMBER.prepopulated["firstName"]!);
  await expect(page).not.toHaveTitle(new RegExp(`^${ERROR_PREFIX}`));
  await firstName.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");

  await next(page);

  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${ERROR_PREFIX} ${TITLE}`));
  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  expect(new URL(page.url()).pathname).toBe("/standard/claimant-info");
  // One problem, the first name's, named by its label, as a link to its input.
  const links = summary.getByRole("link");
  await expect(links).toHaveText([`${LABELS.firstName}: ${REQUIRED}`]);
  await expect(links.first()).toHaveAttribute("href", `#${(await firstName.getAttribute("id"))!}`);
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription(new RegExp(`${ERROR_PREFIX} ${REQUIRED}$`));
  await expectNoAxeViolations(page);

  await links.first().click();

  await expect(firstName).toBeFocused();
  await expect(firstName).toBeInViewport();

  await page.keyboard.type(MEMBER.prepopulated["firstName"]!);
  await next(page);

  await expectPage(page, "LocKey_PageTitle_ClaimDetails");
  await expect(page).not.toHaveTitle(new RegExp(`^${ERROR_PREFIX}`));
  expect(problems.list()).toEqual([]);
});
