// Full-page screenshots of the pages a spec walks through, for looking at each theme by eye:
// e2e/artifacts/<project>/<page>.png, where the project is the theme the server runs (or captcha-on,
// deadline-passed). The folder is ignored by git; each run overwrites what the last one wrote.
import { resolve } from "node:path";
import type { Page, TestInfo } from "@playwright/test";

export const ARTIFACTS_DIR = resolve(import.meta.dirname, "../artifacts");

const PAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where the screenshot of a page in this test's project goes. */
export const screenshotPath = (testInfo: Pick<TestInfo, "project">, pageName: string): string => {
  if (!PAGE_NAME.test(pageName)) throw new Error(`"${pageName}" is not a kebab-case page name`);
  return resolve(ARTIFACTS_DIR, testInfo.project.name, `${pageName}.png`);
};

/** Writes the whole page (not only the viewport) as it is now; gives the file's path. */
export const saveScreenshot = async (page: Page, testInfo: Pick<TestInfo, "project">, pageName: string): Promise<string> => {
  const path = screenshotPath(testInfo, pageName);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  return path;
};
