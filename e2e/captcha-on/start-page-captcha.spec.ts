// The start page with captcha on (spec section 4, "Captcha"), against the hCaptcha stand-in: each provider
// error code fails the challenge and leaves the claimant on the start page, told so in the error summary,
// with the widget reset, drawn anew or kept as the code says; pressing Start again then passes and moves on.
// A token siteverify refuses says the same; with no failure planned, one challenge signs the member in, on
// a start page that says which provider protects it.
import { demoText } from "../support/demo-content.ts";
import { type DemoMember, enterCredentials, errorSummary, expectNoAxeViolations, expectPage, openStartPage, signIn, startButton, usMembersFor } from "../support/file-claim.ts";
import type { ChallengeOutcome } from "../support/captcha-stand-in/hcaptcha-stand-in.ts";
import { expect, test } from "../support/captcha-stand-in/captcha-on-test.ts";
import { expectOnlyProblems, failedResource } from "../support/site-test.ts";

/**
 * Each test signs a member of its own in: a member signed in by two tests at once is two tabs of one claim,
 * whose saves of one draft meet (409) as they should, and the wallet spec files for memberFor("Standard").
 */
const memberOfTest = (index: number): DemoMember => {
  const member = usMembersFor("Standard")[20 + index];
  if (member === undefined) throw new Error(`the demo has no Standard member ${String(20 + index)}`);
  return member;
};

/** What spec section 4 says each code does to the widget: the calls the stand-in sees after the failed execute. */
const WIDGET_HANDLING: readonly (readonly [ChallengeOutcome, "reset" | "rerender" | "warn"])[] = [
  ["rate-limited", "reset"],
  ["invalid-data", "reset"],
  ["challenge-closed", "reset"],
  ["challenge-expired", "reset"],
  ["challenge-error", "reset"],
  ["internal-error", "reset"],
  ["missing-captcha", "rerender"],
  ["invalid-captcha-id", "rerender"],
  ["network-error", "warn"]
];

const CALLS_AFTER_FAILURE = {
  reset: ["render w1", "execute w1", "reset w1"],
  rerender: ["render w1", "execute w1", "render w2"],
  warn: ["render w1", "execute w1"]
} as const;

const WIDGET_WORDS = { reset: "reset", rerender: "drawn anew", warn: "kept with a warning" } as const;

/** The widget the retry runs in: the same one, unless it had to be drawn anew. */
const RETRY_CALL = { reset: "execute w1", rerender: "execute w2", warn: "execute w1" } as const;

for (const [index, [code, handling]] of WIDGET_HANDLING.entries()) {
  const MEMBER = memberOfTest(index);
  test(`${code}: the claimant stays on the start page, the widget is ${WIDGET_WORDS[handling]}, and Start again moves on`, async ({ sitePage: page, problems, captcha }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    captcha.plan([code]);
    await openStartPage(page);
    await enterCredentials(page, MEMBER);

    await startButton(page).click();

    await expect.poll(() => captcha.callsSoFar()).toEqual(CALLS_AFTER_FAILURE[handling]);
    await expect(startButton(page)).toBeEnabled();
    await expect(errorSummary(page)).toContainText(demoText("en", "LocKey_Error_CaptchaFailed"));
    await expectPage(page, "LocKey_PageTitle_StandardStart");
    expect(new URL(page.url()).pathname).toBe("/");
    // Only network and script errors log a warning; the others are handled without one.
    expect(warnings.filter((text) => text.includes(`"${code}"`))).toHaveLength(handling === "warn" ? 1 : 0);
    await expectNoAxeViolations(page);

    await startButton(page).click();

    await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
    expect((await captcha.record()).calls).toEqual([...CALLS_AFTER_FAILURE[handling], RETRY_CALL[handling]]);
    expect(problems.list()).toEqual([]);
  });
}

test("script-error: a script that fails to load only logs a warning, and is loaded again for the next challenge", async ({ sitePage: page, problems, captcha }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  // Start-up's load fails, and so does the load for the first challenge.
  captcha.failScriptLoads(2);
  await openStartPage(page);
  await enterCredentials(page, memberOfTest(10));
  await expect.poll(() => warnings.filter((text) => text.includes('"script-error"')).length).toBe(1);

  await startButton(page).click();

  await expect.poll(() => warnings.filter((text) => text.includes('"script-error"')).length).toBe(2);
  await expect(startButton(page)).toBeEnabled();
  await expectPage(page, "LocKey_PageTitle_StandardStart");
  await expectNoAxeViolations(page);

  await startButton(page).click();

  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  expect(captcha.scriptRequests()).toBe(3);
  expect((await captcha.record()).calls).toEqual(["render w1", "execute w1"]);
  expectOnlyProblems(problems, [failedResource(503), failedResource(503)]);
});

test("a token siteverify refuses: the claimant is told the captcha failed, and a fresh challenge then moves on", async ({ sitePage: page, problems, captcha }) => {
  captcha.plan(["refused-token"]);
  await openStartPage(page);
  await enterCredentials(page, memberOfTest(11));

  await startButton(page).click();

  const summary = errorSummary(page);
  await expect(summary).toContainText(demoText("en", "LocKey_Error_CaptchaFailed"));
  await expect(summary).not.toContainText(demoText("en", "LocKey_Error_NotAuthorized"));
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);

  await startButton(page).click();

  await expectPage(page, "LocKey_PageTitle_ClaimantInfo");
  // hCaptcha gives each token once: the widget that held the refused one is reset before the second challenge.
  expect((await captcha.record()).calls).toEqual(["render w1", "execute w1", "reset w1", "execute w1"]);
  expectOnlyProblems(problems, [failedResource(400)]);
});

test("a failed challenge tells the claimant, with no uncaught error", async ({ sitePage: page, problems, captcha }) => {
  captcha.plan(["rate-limited"]);
  await openStartPage(page);
  await enterCredentials(page, memberOfTest(12));

  await startButton(page).click();

  await expect.poll(() => captcha.callsSoFar()).toEqual(CALLS_AFTER_FAILURE.reset);
  await expect(startButton(page)).toBeEnabled();
  expect(problems.list()).toEqual([]);
  const summary = errorSummary(page);
  await expect(summary).toContainText(demoText("en", "LocKey_Error_CaptchaFailed"));
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${demoText("en", "LocKey_Error_Prefix")}`));
});

test("the demo member signs in with one passing challenge and moves on to the claimant information page", async ({ sitePage: page, problems, captcha }) => {
  // The start page's captcha block says which provider protects it, with its policy and terms, axe-clean.
  await openStartPage(page);
  const main = page.getByRole("main");
  await expect(main.getByText(demoText("en", "LocKey_Captcha_Notice").replace("{provider}", "hCaptcha"))).toBeVisible();
  await expect(main.getByRole("link", { name: new RegExp(`^${demoText("en", "LocKey_Captcha_PrivacyPolicy")}`) })).toHaveAttribute("href", "https://www.hcaptcha.com/privacy");
  await expect(main.getByRole("link", { name: new RegExp(`^${demoText("en", "LocKey_Captcha_Terms")}`) })).toHaveAttribute("href", "https://www.hcaptcha.com/terms");
  await expectNoAxeViolations(page);
  await signIn(page, memberOfTest(13));

  expect(new URL(page.url()).pathname).toBe("/standard/claimant-info");
  await expect(errorSummary(page)).toHaveCount(0);
  expect((await captcha.record()).calls).toEqual(["render w1", "execute w1"]);
  expect(problems.list()).toEqual([]);
});
