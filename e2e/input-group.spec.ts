// Input groups (spec section 3, "Input-group config: prependedText and appendedText"): the demo's money
// fields configure "$" before the amount (cases/demo/forms/standard.json), so the claimant sees the
// currency beside the input, on its left, and types only the number.
import { expect, type Locator } from "@playwright/test";
import { expectPage, fieldByLabel, next, signIn, usMembersFor } from "./support/file-claim.ts";
import { test } from "./support/site-test.ts";
import { fillClaimantInfo, LABELS } from "./support/standard-claim.ts";
import { ONE_THEME } from "./support/one-theme.ts";

const MEMBER = usMembersFor("Standard")[7]!;

/**
 * The text's box ends where the input's begins (give or take a border), on the same line. Both boxes are
 * measured in one go: the page may still be scrolling smoothly between two separate measurements.
 */
const expectJustBefore = async (text: Locator, input: Locator): Promise<void> => {
  const target = await input.elementHandle();
  expect(target, "the input is drawn").not.toBeNull();
  const { before, field } = await text.evaluate((element, other) => {
    const box = (node: Element) => {
      const rect = node.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    return { before: box(element), field: box(other as Element) };
  }, target);
  expect(before.width, "the prepended text is drawn").toBeGreaterThan(0);
  expect(before.x + before.width).toBeLessThanOrEqual(field.x + 2);
  expect(before.y).toBeLessThan(field.y + field.height);
  expect(before.y + before.height).toBeGreaterThan(field.y);
};

test("the money fields of claim details show their $ before the input", ONE_THEME, async ({ sitePage: page }) => {
  await signIn(page, MEMBER);
  await fillClaimantInfo(page, MEMBER);
  await next(page);
  await expectPage(page, "LocKey_PageTitle_ClaimDetails");

  const dollars = page.getByText("$", { exact: true });
  // Purchase price and the repair's cost (shown, disabled, until a repair was paid for).
  await expect(dollars).toHaveCount(2);
  await expectJustBefore(dollars.nth(0), fieldByLabel(page, LABELS.purchasePrice));
  await expectJustBefore(dollars.nth(1), fieldByLabel(page, LABELS.repairCost));
});
