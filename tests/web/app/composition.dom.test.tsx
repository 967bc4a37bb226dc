// Where the composed site loads the captcha provider's script from: the address the deployment wrote into
// the appsettings (CAPTCHA_SCRIPT_URL) for the case's provider, else the provider's own address.
import { waitFor } from "@testing-library/react";
import { Effect } from "effect";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { HCAPTCHA_SCRIPT_URL } from "../../../adapters/captcha/captcha.hcaptcha.ts";
import { RECAPTCHA_SCRIPT_URL } from "../../../adapters/captcha/captcha.recaptcha.ts";
import { Captcha } from "../../../application/ports/captcha.port.ts";
import type { AppSettings } from "../../../domain/api/app-settings.schema.ts";
import { composeSession } from "../../../web/composition.ts";
import { demoAppSettings } from "../support/render-site.tsx";

const SITE_KEY = "10000000-ffff-ffff-ffff-000000000001";

const refuseEveryCall = (): Promise<Response> => Promise.reject(new Error("no claims API in this test"));

/** The site composed for these appsettings, told by the captcha settings of that provider to draw its widget. */
const configureCaptcha = async (settings: AppSettings, provider: "hCaptcha" | "reCAPTCHA"): Promise<void> => {
  const session = composeSession({ settings, fetch: refuseEveryCall, storage: window.sessionStorage, navigate: () => undefined });
  onTestFinished(() => session.dispose());
  await session.run(
    Effect.gen(function* () {
      const captcha = yield* Captcha;
      yield* captcha.configure({ provider, siteKey: SITE_KEY });
    })
  );
};

/** The addresses of the scripts the page has appended (jsdom loads none of them). */
const scriptAddresses = (): string[] => [...document.head.querySelectorAll("script[src]")].map((script) => script.getAttribute("src") ?? "");

afterEach(() => {
  document.head.querySelectorAll("script[src]").forEach((script) => {
    script.remove();
  });
});

describe("composeSession's captcha", () => {
  it("loads hCaptcha's script from the configured address on this site", async () => {
    await configureCaptcha({ ...demoAppSettings(), environment: "production", captchaEnabled: true, captchaScriptUrl: "/captcha-stand-in/hcaptcha.js" }, "hCaptcha");

    await waitFor(() => {
      expect(scriptAddresses()).toEqual(["/captcha-stand-in/hcaptcha.js?render=explicit&onload=claimsHCaptchaLoaded"]);
    });
  });

  it("loads reCAPTCHA's script from the configured address, with the site key", async () => {
    await configureCaptcha({ ...demoAppSettings(), environment: "production", captchaEnabled: true, captchaScriptUrl: "https://mirror.example/recaptcha.js" }, "reCAPTCHA");

    await waitFor(() => {
      expect(scriptAddresses()).toEqual([`https://mirror.example/recaptcha.js?render=${SITE_KEY}`]);
    });
  });

  it("loads the provider's own script when no address is configured", async () => {
    await configureCaptcha({ ...demoAppSettings(), environment: "production", captchaEnabled: true }, "hCaptcha");

    await waitFor(() => {
      expect(scriptAddresses()).toEqual([`${HCAPTCHA_SCRIPT_URL}?render=explicit&onload=claimsHCaptchaLoaded`]);
    });
    expect(scriptAddresses().some((address) => address.startsWith(RECAPTCHA_SCRIPT_URL))).toBe(false);
  });

  it("loads no script when the deployment has captcha off, whatever the address", async () => {
    await configureCaptcha({ ...demoAppSettings(), captchaEnabled: false, captchaScriptUrl: "/captcha-stand-in/hcaptcha.js" }, "hCaptcha");

    // The browser captcha draws its widget a few ticks after configure; the disabled one never does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scriptAddresses()).toEqual([]);
  });
});
