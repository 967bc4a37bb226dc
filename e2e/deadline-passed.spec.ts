// The demo's deadlines have passed (spec section 4, "Check deadlines"): on the server started with a clock
// past all of them (CLAIMS_NOW in playwright.config.ts) the start page is closed, and the guard sends the
// claimant to the deadline page, or in Spanish to the external address cases/demo/deadlines.json gives.
import { demoText } from "./support/demo-content.ts";
import { expect, test } from "./support/site-test.ts";

/** The instant the deadline server's clock reads (CLAIMS_NOW), after 12/31/2099 11:59:59 PM Pacific. */
const AFTER_THE_DEADLINES = new Date("2100-01-02T00:00:00Z");
const SPANISH_DEADLINE_ADDRESS = "https://www.northwindsettlement.example/es/fecha-limite";

test("on the server whose clock is past the deadlines, the start page leads to the deadline page", async ({ sitePage: page, problems }) => {
  await page.goto("/");

  await expect(page).toHaveURL(/\/deadline\?culture=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_Deadline_Header"));
  expect(problems.list()).toEqual([]);
});

test("with the browser's clock past the deadlines as well, the start page leads to the deadline page", async ({ sitePage: page, problems }) => {
  await page.clock.install({ time: AFTER_THE_DEADLINES });
  await page.goto("/");

  await expect(page).toHaveURL(/\/deadline\?culture=en$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_Deadline_Header"));
  expect(problems.list()).toEqual([]);
});

test("in Spanish, a passed deadline leaves the site for the deadline address the case gives for Spanish", async ({ sitePage: page }) => {
  await page.route(`${SPANISH_DEADLINE_ADDRESS}*`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Fecha límite</title>" }));
  await page.clock.install({ time: AFTER_THE_DEADLINES });
  await page.goto("/?culture=es");

  await expect(page).toHaveURL(SPANISH_DEADLINE_ADDRESS);
});
