// The alert modal (spec section 2's error display), as a claimant meets it when a call of the page fails: the
// tracking call of a field the claimant completes, answered 500. Closing it by Escape or by OK gives focus
// back to the field where it was when the alert opened, never to the page's body; the answers stay.
import { demoText } from "./support/demo-content.ts";
import { beginClaim, fieldByLabel, STANDARD_ENTRY, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, test } from "./support/site-test.ts";
import { emailOf, LABELS, typeInto } from "./support/standard-claim.ts";

const MEMBER = usMembersFor("Standard")[17]!;

test("closing the alert by Escape or by OK gives focus back to where it was", ONE_THEME, async ({ sitePage: page, problems }) => {
  await page.route("**/api/telemetry/tracking", (route) => route.fulfill({ status: 500, json: { message: "down" } }));
  await beginClaim(page, STANDARD_ENTRY, MEMBER);
  const alert = page.getByRole("alertdialog");
  const ok = alert.getByRole("button", { name: demoText("en", "LocKey_Button_Ok"), exact: true });
  const phone = fieldByLabel(page, demoText("en", "LocKey_Label_Phone"));
  const confirmEmail = fieldByLabel(page, LABELS.confirmEmail);

  /** The id of the element focused now. */
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
  /** Focus is on a control of the claim's form: not on the page's body, not lost with the dialog. */
  const focusOnForm = () => page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active.closest("form") !== null && active.closest("[role=alertdialog]") === null;
  });

  // Completing a field sends its tracking call, which fails while focus is on that field or, after Tab, the next.
  await typeInto(page, LABELS.confirmEmail, emailOf(MEMBER));
  await expect(alert).toBeVisible();
  await expect(ok).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(alert).toHaveCount(0);
  expect([await confirmEmail.getAttribute("id"), await phone.getAttribute("id")]).toContain(await focusedId());

  // Leaving the field focus went back to completes it in turn: its tracking call fails too.
  await page.keyboard.press("Tab");
  await expect(ok).toBeFocused();
  await ok.click();
  await expect(alert).toHaveCount(0);
  expect(await focusOnForm()).toBe(true);
  await expect(confirmEmail).toHaveValue(emailOf(MEMBER));
  // Only the failed tracking calls were console errors.
  expect(problems.list().filter((problem) => !/status of 500\b/.test(problem))).toEqual([]);
});
