// The start page served whole (the form usable on a phone before its JavaScript arrives): with every script
// of the site held back, the start page's form is there, styled, axe-clean and takes typing, and a press of
// Start or of the header's More does nothing yet. Once the scripts come, the site takes the page over in
// place (the same input element, nothing moved, no mismatch reported) keeping every key typed, and carries
// out the press made meanwhile, unless the claimant went on typing after it. The page as served, its takeover
// and the header's More in each theme, in English and Spanish; what becomes of a press of Start, which no
// layout changes, in the first theme only.
import type { Page } from "@playwright/test";
import { DEMO_CULTURES, type DemoCulture, demoText } from "./support/demo-content.ts";
import { expectNoAxeViolations, expectPage, fieldByLabel, startButton, usMembersFor } from "./support/file-claim.ts";
import { expect, test } from "./support/site-test.ts";
import { holdScripts } from "./support/hold-scripts.ts";
import { ONE_THEME } from "./support/one-theme.ts";
import { takenOver } from "./support/taken-over.ts";

/** Opens the start page with the scripts held, checks it is whole, types the member's credentials key by key. */
const typeBeforeScripts = async (page: Page, culture: DemoCulture, member: { readonly noticeId: string; readonly pin: string }) => {
  const scripts = await holdScripts(page);
  await page.goto(`/?culture=${culture}`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText(culture, "LocKey_PageTitle_StandardStart"));
  const noticeId = fieldByLabel(page, demoText(culture, "LocKey_Label_NoticeId"), culture);
  const pin = fieldByLabel(page, demoText(culture, "LocKey_Label_Pin"), culture);
  await expect(startButton(page, culture)).toBeVisible();
  await expectNoAxeViolations(page);
  await noticeId.pressSequentially(member.noticeId);
  await pin.pressSequentially(member.pin);
  expect(scripts.counts.asked).toBeGreaterThan(0);
  expect(scripts.counts.sent).toBe(0);
  return { scripts, noticeId, pin };
};

/** Where the page's landmarks, heading, inputs and buttons are drawn, in page coordinates. */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("header, nav, main, footer, h1, h2, label, input, button")].map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${String(Math.round(box.x))},${String(Math.round(box.y + window.scrollY))} ${String(Math.round(box.width))}x${String(Math.round(box.height))}`;
    })
  );

DEMO_CULTURES.forEach((culture, index) => {
  const memberAt = (offset: number) => {
    const member = usMembersFor("Standard")[35 + 2 * index + offset];
    if (member === undefined) throw new Error(`the demo has no Standard member ${String(35 + 2 * index + offset)}`);
    return member;
  };

  test(`the start page's form takes typing before any script has run, and the site takes it over in place keeping every key, in ${culture}`, async ({
    sitePage: page,
    problems
  }) => {
    const member = memberAt(0);
    const { scripts, noticeId, pin } = await typeBeforeScripts(page, culture, member);
    await noticeId.evaluate((element) => {
      element.dataset["served"] = "yes";
    });
    const served = await layoutOf(page);

    scripts.release();
    await takenOver(page);

    // The page's chunks were asked for by its own script once it was painted (its head preloads none), which
    // the content security policy let run: a refusal would be a console error.
    expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(3);
    // Nothing moved: the served page's styles were whole, and the site drew nothing anew.
    expect(await layoutOf(page)).toEqual(served);
    // The input the claimant typed in is the one the site now runs, and the answers are the site's.
    await expect(page.locator("[data-served=yes]")).toHaveCount(1);
    await expect(noticeId).toHaveValue(member.noticeId);
    await expect(pin).toHaveValue(member.pin);
    await startButton(page, culture).click();
    await expectPage(page, "LocKey_PageTitle_ClaimantInfo", culture);
    expect(problems.list()).toEqual([]);
  });

  test(`Start pressed before any script has run does nothing yet, and the site carries the press out once it has the page, in ${culture}`, ONE_THEME, async ({
    sitePage: page,
    problems
  }) => {
    const member = memberAt(1);
    const { scripts, noticeId } = await typeBeforeScripts(page, culture, member);

    await startButton(page, culture).click();
    await page.waitForTimeout(500);

    await expect(page).toHaveURL(new RegExp(`/\\?culture=${culture}$`));
    await expect(noticeId).toHaveValue(member.noticeId);

    scripts.release();

    // The press is carried out with the keys typed before it: the member is let in, with no press of their own.
    await expectPage(page, "LocKey_PageTitle_ClaimantInfo", culture);
    expect(problems.list()).toEqual([]);
  });

  test(`a press of Start the claimant typed after before any script has run is dropped, in ${culture}`, ONE_THEME, async ({ sitePage: page, problems }) => {
    const member = memberAt(0);
    const { scripts, pin } = await typeBeforeScripts(page, culture, { noticeId: member.noticeId, pin: member.pin.slice(0, -1) });
    await startButton(page, culture).click();
    await pin.focus();
    await page.keyboard.press("End");
    await page.keyboard.type(member.pin.slice(-1));

    scripts.release();
    await takenOver(page);

    await expect(pin).toHaveValue(member.pin);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText(culture, "LocKey_PageTitle_StandardStart"));
    expect(problems.list()).toEqual([]);
  });

  test(`the header's More pressed before any script has run opens its list once the site has the page, in ${culture}`, async ({ sitePage: page, problems }) => {
    const scripts = await holdScripts(page);
    await page.goto(`/?culture=${culture}`, { waitUntil: "commit" });
    const more = page.getByRole("button", { name: demoText(culture, "LocKey_Nav_More") });
    await more.click();
    const status = page.getByRole("link", { name: new RegExp(`^${demoText(culture, "LocKey_Nav_CheckClaimStatus")}`) });
    await expect(status).toHaveCount(0);
    expect(scripts.counts.sent).toBe(0);

    scripts.release();
    await takenOver(page);

    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(status).toBeVisible();
    expect(problems.list()).toEqual([]);
  });
});

test("the start page asked for as /Standard/ is served whole and taken over in place, keeping what was typed", ONE_THEME, async ({ sitePage: page, problems }) => {
  const scripts = await holdScripts(page);
  await page.goto("/Standard/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText("en", "LocKey_PageTitle_StandardStart"));
  const noticeId = fieldByLabel(page, demoText("en", "LocKey_Label_NoticeId"));
  await noticeId.pressSequentially("NWD-1");
  await noticeId.evaluate((element) => {
    element.dataset["served"] = "yes";
  });
  expect(scripts.counts.sent).toBe(0);

  scripts.release();
  await takenOver(page);

  await expect(page.locator("[data-served=yes]")).toHaveCount(1);
  await expect(noticeId).toHaveValue("NWD-1");
  expect(problems.list()).toEqual([]);
});
