// Whether the site has taken a page served whole over: its session has started and presses are its own from
// then on. A page served whole shows (and takes typing) before that, so a step that needs the site running,
// such as moving its clock on, waits for this first.
import type { Page } from "@playwright/test";
import { EARLY_PRESS_GLOBAL } from "../../domain/api/prerendered-page.ts";

export const takenOver = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    (name) => (window as unknown as Readonly<Record<string, { readonly open?: boolean } | undefined>>)[name]?.open === true,
    EARLY_PRESS_GLOBAL
  );
};
