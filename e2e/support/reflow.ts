// Reflow (WCAG 1.4.10) as the specs measure it: a phone 320 CSS px wide, the WCAG 1.4.12 text-spacing
// overrides, how far a page reaches past the viewport's right edge (and which boxes do), and whether a box
// lies wholly across the viewport.
import type { Locator, Page } from "@playwright/test";
import { expect } from "./site-test.ts";

export const PHONE = { width: 320, height: 640 } as const;
/** The text-spacing overrides of WCAG 1.4.12, as its bookmarklet applies them. */
const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";
export const SPACINGS = [false, true] as const;

/** How far the page reaches past the viewport's right edge, and the boxes that do (none when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const sticking = [...document.body.querySelectorAll("*")]
      .filter((element) => {
        // Text for screen readers only (and the stacked table's header row) sits clipped, outside the layout.
        for (let at: Element | null = element; at !== null; at = at.parentElement) if (getComputedStyle(at).getPropertyValue("clip") !== "auto") return false;
        const box = element.getBoundingClientRect();
        return box.width > 1 && (box.right > root.clientWidth + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent.slice(0, 40)}"`);
    return { beyond: root.scrollWidth - root.clientWidth, sticking: sticking.slice(0, 5) };
  });

export const expectNoSidewaysScroll = async (page: Page, where: string): Promise<void> => {
  expect(await overflow(page), where).toEqual({ beyond: 0, sticking: [] });
};

/** The box lies wholly between the viewport's left and right edges (it may run below the fold: the page scrolls down). */
export const expectWhollyAcross = async (target: Locator, what: string): Promise<void> => {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? PHONE.width + 1), what).toBeLessThanOrEqual(PHONE.width);
};

export const withSpacing = async (page: Page, spacing: boolean): Promise<void> => {
  if (spacing) await page.addStyleTag({ content: TEXT_SPACING });
};
