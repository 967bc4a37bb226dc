// The accessible names on a page, as Playwright's ARIA snapshot gives them, and the ones a screen reader would
// read oddly: a space before punctuation ("Choose a date , Date of purchase", which hidden text joined to
// visible text produces). The snapshot trims names and collapses runs of spaces, so that is the stray space
// it can show; the exact names of the blocks are their DOM tests' to check.
import type { Page } from "@playwright/test";

/** A named node of the snapshot: `- button "Choose a date, Date of purchase"`. */
const NAMED_NODE = /^\s*- [\w-]+ "((?:[^"\\]|\\.)*)"/;
const UNTIDY = /\s[,.;:!?)]/;

/** Every accessible name on the page with a stray space, with the snapshot line it is on; none when all are tidy. */
export const untidyAccessibleNames = async (page: Page): Promise<readonly string[]> => {
  const snapshot = await page.locator("body").ariaSnapshot();
  return snapshot
    .split("\n")
    .filter((line) => {
      const name = NAMED_NODE.exec(line)?.[1];
      return name !== undefined && UNTIDY.test(name);
    })
    .map((line) => line.trim());
};
