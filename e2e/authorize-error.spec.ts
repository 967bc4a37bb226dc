// A server error on authorize, as the claimant meets it (spec sections 2 and 8): the demo deployment redirects
// on error, so the claimant lands on /error, whose alert says a problem occurred in the catalogue's words, with
// nothing of the server's own; back on the start page, once the server answers, Start lets the claimant in.
import { demoText } from "./support/demo-content.ts";
import { draftOffer, enterCredentials, expectNoAxeViolations, openStartPage, startButton, usMembersFor } from "./support/file-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { expect, expectOnlyProblems, failedResource, test } from "./support/site-test.ts";

const MEMBER = usMembersFor("Standard")[8]!;
/** The catalogue's message for a failed call (application/errors.ts). */
const PROBLEM_OCCURED = /^A problem has occured during your submission\. Please try again\./;

test("an authorize the server failed lands on /error with the problem in its alert, and Start then lets the claimant in", ONE_THEME, async ({ sitePage: page, problems }) => {
  let calls = 0;
  await page.route("**/api/forms/standard/authorize", async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    return route.fulfill({ status: 500, json: { error: "database unreachable at 10.0.0.7" } });
  });
  await openStartPage(page);
  await enterCredentials(page, MEMBER);
  await startButton(page).click();

  await expect(page).toHaveURL(/\/error\?culture=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_ErrorPage_Header"));
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert.locator("p")).toHaveText(PROBLEM_OCCURED);
  await expect(page.getByRole("main")).not.toContainText("10.0.0.7");
  await expectNoAxeViolations(page);

  await openStartPage(page);
  await enterCredentials(page, MEMBER);
  await startButton(page).click();
  const firstPage = page.getByRole("heading", { level: 1, name: demoText("en", "LocKey_PageTitle_ClaimantInfo") });
  await expect(firstPage.or(draftOffer(page))).toBeVisible();
  expect(calls).toBe(2);
  expectOnlyProblems(problems, [failedResource(500)]);
});
