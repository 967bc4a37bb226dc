// The test fixture of every spec: a page in a context of its own (browser.newContext(), which axe needs),
// with every console error and uncaught page error collected, so a test can require there were none, or
// exactly the ones it expects (a refused request's "Failed to load resource").
import { expect, type Page, test as base } from "@playwright/test";

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

export { expect };

/**
 * The problems were exactly these, one each, in this order: a request the test makes fail on purpose logs
 * Chromium's "Failed to load resource" error, and nothing else may appear.
 */
export const expectOnlyProblems = (problems: PageProblems, expected: readonly RegExp[]): void => {
  const found = problems.list();
  const report = `expected ${expected.join(", ") || "none"}; found ${JSON.stringify(found)}`;
  expect(found.length, report).toBe(expected.length);
  expected.forEach((pattern, index) => {
    expect(found[index], report).toMatch(pattern);
  });
};

/** Chromium's console error for a request answered with this status. */
export const failedResource = (status: number): RegExp => new RegExp(`^console: Failed to load resource: the server responded with a status of ${String(status)}\\b`);
