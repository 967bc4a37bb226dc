// The inactivity time-out on the start page (spec section 4, PATTERNS "Timeout warning"), on a fake clock:
// the warning opens a minute before the 30 minutes run out, with Continue focused and the time left in its
// description; a key press closes it and extends the session, focus going back where it was; at expiry the
// claimant lands on the session-expired page.
import type { Locator, Page } from "@playwright/test";
import { demoText } from "./support/demo-content.ts";
import { fieldByLabel } from "./support/file-claim.ts";
import { expect, test } from "./support/site-test.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { takenOver } from "./support/taken-over.ts";

/** The start page, left alone for 29 minutes: the warning is open. */
const warningAfter29Minutes = async (page: Page): Promise<Locator> => {
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_PageTitle_StandardStart"));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The page is served whole: its time-out runs once the site has taken it over.
  await takenOver(page);

  await page.clock.fastForward("29:00");

  const warning = page.getByRole("dialog", { name: demoText("en", "LocKey_Header_SessionTimeoutModal_01") });
  await expect(warning).toBeVisible();
  return warning;
};

test("the warning opens after 29 idle minutes with Continue focused and the time left said, and after 30 the session has expired", ONE_THEME, async ({ sitePage: page, problems }) => {
  const warning = await warningAfter29Minutes(page);
  await expect(warning.getByRole("button", { name: demoText("en", "LocKey_Button_Continue") })).toBeFocused();
  // A screen reader hears the time left as the dialog opens: its description begins with it. The fake clock
  // runs on in real time, so on a busy machine a second may have passed by the time this looks.
  const [before, after] = demoText("en", "LocKey_SessionTimeout_Announcement_other").split("{count}").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  await expect(warning).toHaveAccessibleDescription(new RegExp(`^${before ?? ""}(?:60|59)${after ?? ""}`));

  await page.clock.fastForward("01:05");

  await expect(page).toHaveURL(/\/session-expired\?form=standard&culture=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_SessionExpired_Header"));
  await expect(warning).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});

test("a key press closes the warning and extends the session: focus goes back where it was, and the extension is said", ONE_THEME, async ({ sitePage: page, problems }) => {
  await page.clock.install();
  await page.goto("/");
  const noticeId = fieldByLabel(page, demoText("en", "LocKey_Label_NoticeId"));
  await takenOver(page);
  await noticeId.focus();
  await page.clock.fastForward("29:00");
  const warning = page.getByRole("dialog", { name: demoText("en", "LocKey_Header_SessionTimeoutModal_01") });
  await expect(warning.getByRole("button", { name: demoText("en", "LocKey_Button_Continue") })).toBeFocused();

  await page.keyboard.press("Shift");

  await expect(warning).toHaveCount(0);
  await expect(noticeId).toBeFocused();
  const extended = demoText("en", "LocKey_SessionTimeout_Extended").replace("{count}", "30");
  await expect(page.getByRole("status").filter({ hasText: extended })).toHaveCount(1);
  // The session runs for 30 minutes from the key press: the old expiry passes, and the claimant stays.
  await page.clock.fastForward("02:00");
  await expect(page).toHaveURL(/\/$/);
  await expect(warning).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});
