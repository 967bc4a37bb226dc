// The test fixture of every spec: a page in a context of its own (browser.newContext(), which axe needs),
// with every console error and uncaught page error collected, so a test can require there were none.
import { type Page, test as base } from "@playwright/test";

export interface PageProblems {
  /** Console errors and uncaught exceptions, in the order they happened. */
  readonly list: () => readonly string[];
}

export const test = base.extend<{ sitePage: Page; problems: PageProblems }>({
  sitePage: async ({ browser }, use) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  problems: async ({ sitePage }, use) => {
    const found: string[] = [];
    sitePage.on("console", (message) => {
      if (message.type() === "error") found.push(`console: ${message.text()}`);
    });
    sitePage.on("pageerror", (error) => {
      found.push(`page error: ${error.message}`);
    });
    await use({ list: () => [...found] });
  }
});

export { expect } from "@playwright/test";
