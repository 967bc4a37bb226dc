// The route guard as a claimant meets it (spec section 4): a query is cleaned in place, without a new
// history entry, and a form page without authorization leads to the session-expired page.
import { demoText } from "./support/demo-content.ts";
import { expect, test } from "./support/site-test.ts";

test("a culture with characters outside [A-Za-z0-9_-] is cleaned in place, replacing the history entry", async ({ sitePage: page, problems }) => {
  await page.goto("/?culture=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_PageTitle_StandardStart"));
  const entriesBefore = await page.evaluate(() => window.history.length);

  await page.goto("/?culture=e%3Cs%3E");

  await expect(page).toHaveURL(/\/\?culture=es$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("es", "LocKey_PageTitle_StandardStart"));
  // The visit itself is one new entry; the clean-up replaced it instead of adding a second.
  expect(await page.evaluate(() => window.history.length)).toBe(entriesBefore + 1);
  expect(problems.list()).toEqual([]);
});

test("a Standard form page without authorization leads to the session-expired page of the Standard form", async ({ sitePage: page, problems }) => {
  await page.goto("/standard/claimant-info");

  await expect(page).toHaveURL(/\/session-expired\?form=standard&culture=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_SessionExpired_Header"));
  await expect(page.getByRole("heading", { name: demoText("en", "LocKey_PageTitle_ClaimantInfo") })).toHaveCount(0);
  expect(problems.list()).toEqual([]);
});
