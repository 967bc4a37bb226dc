// The test fixture of the specs on the captcha-on server: the site test's page, with the configured captcha
// script address answered by the hCaptcha stand-in. A test plans how its challenges end before the page
// loads the script, and can make the script's first loads fail (the spec's script error).
import type { Page } from "@playwright/test";
import { type ChallengeOutcome, hCaptchaStandInScript, STAND_IN_GLOBAL, type StandInRecord } from "./hcaptcha-stand-in.ts";
import { STAND_IN_SCRIPT_PATH } from "./stand-in-keys.ts";
import { test as siteTest } from "../site-test.ts";

export interface CaptchaStandIn {
  /** How the next challenges end, in order; once they are used up every challenge passes. Call before page.goto. */
  readonly plan: (outcomes: readonly ChallengeOutcome[]) => void;
  /** The script's next loads fail (an HTTP 503), so the page's captcha meets the spec's script error. */
  readonly failScriptLoads: (times: number) => void;
  /** How often the page asked for the script. */
  readonly scriptRequests: () => number;
  /** What the stand-in in the page was asked and did; it fails when the script has not run in the page. */
  readonly record: () => Promise<StandInRecord>;
  /**
   * The calls the stand-in has seen so far: none while its script is still on its way, which the site asks
   * for as the page loads and may still be fetching when a test presses Start. For `expect.poll`, which
   * gives up at once when its function throws.
   */
  readonly callsSoFar: () => Promise<readonly string[]>;
}

const standInFor = async (page: Page): Promise<CaptchaStandIn> => {
  let outcomes: readonly ChallengeOutcome[] = [];
  let failures = 0;
  let requests = 0;
  await page.route(
    (url) => url.pathname === STAND_IN_SCRIPT_PATH,
    (route) => {
      requests += 1;
      if (failures > 0) {
        failures -= 1;
        return route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" });
      }
      return route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: hCaptchaStandInScript(outcomes) });
    }
  );
  const record = (): Promise<StandInRecord> =>
    page.evaluate((name) => {
      const found: unknown = Reflect.get(window, name);
      if (typeof found !== "object" || found === null) throw new Error("the captcha stand-in has not run in this page");
      return found as StandInRecord;
    }, STAND_IN_GLOBAL);
  return {
    plan: (planned) => {
      outcomes = [...planned];
    },
    failScriptLoads: (times) => {
      failures = times;
    },
    scriptRequests: () => requests,
    record,
    callsSoFar: async () => {
      const ran = await page.evaluate((name) => Reflect.get(window, name) !== undefined, STAND_IN_GLOBAL);
      return ran ? (await record()).calls : [];
    }
  };
};

export const test = siteTest.extend<{ captcha: CaptchaStandIn }>({
  captcha: [
    async ({ sitePage }, use) => {
      await use(await standInFor(sitePage));
    },
    { auto: true }
  ]
});

export { expect } from "@playwright/test";
