// Keyboard-only use: the first Tab stop on a page is the skip link, and following it puts focus on the
// page's main region, past the header and the navigation.
import { demoText } from "./support/demo-content.ts";
import { expect, test } from "./support/site-test.ts";

test("Tab from the top reaches the skip link first, and the skip link focuses the main region", async ({ sitePage: page, problems }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_PageTitle_StandardStart"));

  await page.keyboard.press("Tab");

  const skipLink = page.getByRole("link", { name: demoText("en", "LocKey_SkipToContent") });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();

  await page.keyboard.press("Enter");

  await expect(page.getByRole("main")).toBeFocused();
  expect(problems.list()).toEqual([]);
});
