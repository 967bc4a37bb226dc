// The start page in each theme (spec sections 4 and 8, PATTERNS "Error summary"): a failed Start shows the
// error summary, focused, with "Error:" before the page title and a link to each field; a wrong PIN is
// refused with the page's message and the claimant stays. (Accepted credentials: captcha-on/.)
import { demoText } from "./support/demo-content.ts";
import {
  enterCredentials,
  errorSummary,
  expectNoAxeViolations,
  expectPage,
  fieldByLabel,
  memberFor,
  openStartPage,
  startButton
} from "./support/file-claim.ts";
import { saveScreenshot } from "./support/screenshots.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, expectOnlyProblems, failedResource, test } from "./support/site-test.ts";

const MEMBER = memberFor("Standard");
const TITLE = demoText("en", "LocKey_PageTitle_StandardStart");
const ERROR_PREFIX = demoText("en", "LocKey_Error_Prefix");
const REQUIRED = demoText("en", "LocKey_Validation_Required");

/** Another six digits than the member's PIN. */
const wrongPin = (pin: string): string => (pin === "000000" ? "111111" : "000000");

test("Start with nothing entered shows the error summary, focused, linking to each field, and 'Error:' in the title", async ({ sitePage: page, problems }, testInfo) => {
  await openStartPage(page);
  await expect(page).not.toHaveTitle(new RegExp(`^${ERROR_PREFIX}`));

  await startButton(page).click();

  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${ERROR_PREFIX} ${TITLE} `));
  const links = summary.getByRole("link");
  // Each link names its question before the message (the spec's messages are general).
  await expect(links).toHaveText([`${demoText("en", "LocKey_Label_NoticeId")}: ${REQUIRED}`, `${demoText("en", "LocKey_Label_Pin")}: ${REQUIRED}`]);
  const noticeId = fieldByLabel(page, demoText("en", "LocKey_Label_NoticeId"));
  const pin = fieldByLabel(page, demoText("en", "LocKey_Label_Pin"));
  for (const field of [noticeId, pin]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(`${ERROR_PREFIX} ${REQUIRED}$`));
  }
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, "start-page-error-summary");

  await links.nth(1).click();

  await expect(pin).toBeFocused();
  expect(problems.list()).toEqual([]);
});

test("a wrong PIN is not accepted: the error summary says so, and the claimant stays on the start page", async ({ sitePage: page, problems }) => {
  await openStartPage(page);
  await enterCredentials(page, { noticeId: MEMBER.noticeId, pin: wrongPin(MEMBER.pin) });

  await startButton(page).click();

  const summary = errorSummary(page);
  await expect(summary).toContainText(demoText("en", "LocKey_Error_NotAuthorized"));
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${ERROR_PREFIX} ${TITLE} `));
  await expectPage(page, "LocKey_PageTitle_StandardStart");
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(startButton(page)).toBeEnabled();
  await expectNoAxeViolations(page);
  // The refused authorize is answered 401, which Chromium logs; nothing else may go wrong.
  expectOnlyProblems(problems, [failedResource(401)]);
});

test("every key typed before the validation code has come is kept, and Start waits for that code to validate", ONE_THEME, async ({ sitePage: page, problems }) => {
  // RE2 held back for 3 s, as on a slow phone: the start page shows without it, and the claimant types at once.
  await page.route("**/assets/re2js-*.js", async (route) => {
    await new Promise((later) => setTimeout(later, 3000));
    await route.continue();
  });
  await openStartPage(page);
  const noticeId = fieldByLabel(page, demoText("en", "LocKey_Label_NoticeId"));
  await noticeId.pressSequentially(MEMBER.noticeId);
  await expect(noticeId).toHaveValue(MEMBER.noticeId);

  await startButton(page).click();

  // Validated once the code came: the Notice ID as typed passes, the PIN left blank does not.
  const summary = errorSummary(page);
  await expect(summary).toBeFocused({ timeout: 10_000 });
  await expect(summary.getByRole("link")).toHaveText([`${demoText("en", "LocKey_Label_Pin")}: ${REQUIRED}`]);
  await expect(noticeId).toHaveValue(MEMBER.noticeId);
  expect(problems.list()).toEqual([]);
});
