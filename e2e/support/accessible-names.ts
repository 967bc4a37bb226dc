// The accessible names on a page a screen reader would read oddly: a space before punctuation ("Choose a
// date , Date of purchase", which hidden text joined to visible text produces), as Playwright's ARIA
// snapshot gives the names; and a name written into the page (aria-label) with a leading, trailing or doubled
// space, which the snapshot would hide (it trims names and collapses runs of spaces). The exact names of the
// blocks are their DOM tests' to check.
import type { Page } from "@playwright/test";

/** A named node of the snapshot: `- button "Choose a date, Date of purchase"`. */
const NAMED_NODE = /^\s*- [\w-]+ "((?:[^"\\]|\\.)*)"/;
const UNTIDY = /\s[,.;:!?)]/;

/** Every accessible name on the page with a stray space, with the snapshot line or element it is on; none when all are tidy. */
export const untidyAccessibleNames = async (page: Page): Promise<readonly string[]> => {
  const snapshot = await page.locator("body").ariaSnapshot();
  const fromSnapshot = snapshot
    .split("\n")
    .filter((line) => {
      const name = NAMED_NODE.exec(line)?.[1];
      return name !== undefined && UNTIDY.test(name);
    })
    .map((line) => line.trim());
  const written = await page.evaluate(() =>
    [...document.querySelectorAll("[aria-label]")]
      .map((element) => ({ tag: element.tagName.toLowerCase(), label: element.getAttribute("aria-label") ?? "" }))
      .filter(({ label }) => /^\s|\s$|\s\s/.test(label))
      .map(({ tag, label }) => `${tag} aria-label=${JSON.stringify(label)}`)
  );
  return [...fromSnapshot, ...written];
};
