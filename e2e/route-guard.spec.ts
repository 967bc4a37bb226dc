// The route guard as a claimant meets it (spec section 4): a query is cleaned in place, without a new
// history entry, and a form page without authorization leads to the session-expired page. Opened afresh,
// such a page comes from the server as the session-expired page already, readable before any script has
// run, and the site takes it over in place, carrying out the header's More pressed meanwhile; a claimant
// mid-claim who reloads it is never shown that page, not even before the scripts come.
import { demoText } from "./support/demo-content.ts";
import { expectNoAxeViolations, expectPage, signIn, usMembersFor } from "./support/file-claim.ts";
import { holdScripts } from "./support/hold-scripts.ts";
import { expect, test } from "./support/site-test.ts";
import { takenOver } from "./support/taken-over.ts";

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

test("a Standard form page opened afresh is the session-expired page before any script has run, and the site takes it over in place", async ({
  sitePage: page,
  problems
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/standard/claimant-info", { waitUntil: "commit" });

  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(demoText("en", "LocKey_SessionExpired_Header"));
  await expect(page.getByRole("link", { name: demoText("en", "LocKey_SessionExpired_Restart") })).toHaveAttribute("href", "/standard?culture=en");
  await expectNoAxeViolations(page);
  const more = page.getByRole("button", { name: demoText("en", "LocKey_Nav_More") });
  await more.click();
  await heading.evaluate((element) => {
    element.dataset["served"] = "yes";
  });
  expect(scripts.counts.asked).toBeGreaterThan(0);
  expect(scripts.counts.sent).toBe(0);

  scripts.release();
  await takenOver(page);

  await expect(page).toHaveURL(/\/session-expired\?form=standard&culture=en$/);
  // The heading the server drew is the one the site now runs: taken over, not drawn again.
  await expect(page.locator("h1[data-served=yes]")).toHaveText(demoText("en", "LocKey_SessionExpired_Header"));
  await expect(more).toHaveAttribute("aria-expanded", "true");
  expect(problems.list()).toEqual([]);
});

test("a claimant mid-claim who reloads a page past the first gets it back, never the session-expired page, even before any script has run", async ({
  sitePage: page,
  problems
}) => {
  const member = usMembersFor("Standard")[62];
  if (member === undefined) throw new Error("the demo has no Standard member 62");
  await signIn(page, member);
  const scripts = await holdScripts(page);

  await page.reload({ waitUntil: "commit" });

  await expect(page.locator("#root")).toBeAttached();
  await expect(page.locator("#root > *")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: demoText("en", "LocKey_SessionExpired_Header") })).toHaveCount(0);
  scripts.release();
  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  await expect(page).toHaveURL(/\/standard\/claimant-info/);
  expect(problems.list()).toEqual([]);
});
