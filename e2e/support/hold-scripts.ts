// Holds back every script of the site, so a spec sees a page as a phone does before its JavaScript has
// arrived; released at once when the spec says. Counts the scripts asked for and those let through.
import type { Page, Route } from "@playwright/test";

/** Holds every script of the site until released; counts those asked for and those let through. */
export const holdScripts = async (page: Page) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const counts = { asked: 0, sent: 0 };
  await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
    counts.asked += 1;
    await released;
    counts.sent += 1;
    await route.continue();
  });
  return { release, counts };
};
