// Moving through a page with the keyboard alone, as a claimant who uses no pointer does: Tab (or Shift+Tab)
// from wherever focus is until it reaches an element, and never more often than a person would bear.
import { expect, type Locator, type Page } from "@playwright/test";

const isFocused = (target: Locator): Promise<boolean> => target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails when it has not after `most` presses, which
 * means the element is out of the tab order (or behind something else that should not be there).
 */
export const tabTo = async (page: Page, target: Locator, options: { readonly backwards?: boolean; readonly most?: number } = {}): Promise<number> => {
  const key = options.backwards === true ? "Shift+Tab" : "Tab";
  const most = options.most ?? 60;
  for (let presses = 0; presses <= most; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(key);
  }
  await expect(target, `${key} ${String(most)} times did not reach it`).toBeFocused({ timeout: 1 });
  return most;
};

/** Tabs to a text field and types over whatever it holds, then leaves it with Tab (which validates it). */
export const typeInField = async (page: Page, field: Locator, text: string): Promise<void> => {
  await tabTo(page, field);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Tab");
};

/** Tabs to a button (or link) and presses Enter on it. */
export const pressButton = async (page: Page, button: Locator): Promise<void> => {
  await tabTo(page, button);
  await page.keyboard.press("Enter");
};
