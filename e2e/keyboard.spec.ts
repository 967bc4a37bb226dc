// Keyboard-only use: the first Tab stop on a page is the skip link, and following it puts focus on the
// page's main region, past the header and the navigation; after a page change focus is on the new page's
// heading, with no frame drawn around it.
import { demoText } from "./support/demo-content.ts";
import { expect, test } from "./support/site-test.ts";
import { takenOver } from "./support/taken-over.ts";

for (const when of ["as served", "once the site has taken the page over"] as const) {
  test(`Tab from the top reaches the skip link first, and the skip link focuses the main region, ${when}`, async ({ sitePage: page, problems }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_PageTitle_StandardStart"));
    // The page is served whole: the browser follows the link on its own until the site has it, then the site
    // hears of the move and must leave the focus where the browser put it.
    if (when !== "as served") await takenOver(page);

    await page.keyboard.press("Tab");

    const skipLink = page.getByRole("link", { name: demoText("en", "LocKey_SkipToContent") });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();

    await page.keyboard.press("Enter");

    await expect(page.getByRole("main")).toBeFocused();
    // Still there once whatever the move set off has run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(page.getByRole("main")).toBeFocused();
    expect(problems.list()).toEqual([]);
  });
}

test("after a page change focus is on the new page's heading, with no frame drawn around it or the main region", async ({ sitePage: page, problems }) => {
  await page.goto("/standard/claimant-info");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_SessionExpired_Header"));
  // The page is served whole: a press before the site has it would be the browser's own page load, with
  // focus where a new page puts it, not the site's page change this is about.
  await takenOver(page);

  await page.getByRole("link", { name: demoText("en", "LocKey_SessionExpired_Restart") }).click();

  const heading = page.getByRole("heading", { level: 1, name: demoText("en", "LocKey_PageTitle_StandardStart") });
  await expect(heading).toBeFocused();
  const frames = async () =>
    page.evaluate(() =>
      [document.querySelector("h1"), document.querySelector("main")].map((element) =>
        element === null ? null : { shadow: getComputedStyle(element).boxShadow, outline: getComputedStyle(element).outlineStyle }
      )
    );
  expect(await frames()).toEqual([
    { shadow: "none", outline: "none" },
    { shadow: "none", outline: "none" }
  ]);
  // Tabbing on leaves the heading as it was: no longer a focus stop.
  await page.keyboard.press("Tab");
  await expect(heading).not.toHaveAttribute("tabindex");
  expect(problems.list()).toEqual([]);
});
