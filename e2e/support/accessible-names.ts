// The accessible names on a page, as Chromium's accessibility tree gives them (Playwright's ARIA snapshot), and
// the ones a screen reader would read oddly: a leading or trailing space, two spaces in a row, a space before
// punctuation ("Choose a date , Date of purchase", which hidden text joined to visible text can produce).
import type { Page } from "@playwright/test";

/** A named node of the snapshot: `- button "Choose a date, Date of purchase"`. */
const NAMED_NODE = /^\s*- [\w-]+ "((?:[^"\\]|\\.)*)"/;
const UNTIDY = /^\s|\s$|\s{2}|\s[,.;:!?)]/;

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
