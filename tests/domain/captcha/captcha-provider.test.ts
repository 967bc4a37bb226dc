import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { captchaProvider } from "../../../domain/captcha/captcha-provider.ts";

describe("captchaProvider", () => {
  it("names hCaptcha in any letter case the first provider", () => {
    expect(captchaProvider("hCaptcha")).toBe("hCaptcha");
    expect(captchaProvider("HCAPTCHA")).toBe("hCaptcha");
    expect(captchaProvider("hcaptcha")).toBe("hCaptcha");
    expect(captchaProvider("  hCaptcha ")).toBe("hCaptcha");
  });

  it("takes anything else, or nothing, as reCAPTCHA v3", () => {
    expect(captchaProvider("reCaptcha")).toBe("reCaptchaV3");
    expect(captchaProvider("recaptchav3")).toBe("reCaptchaV3");
    expect(captchaProvider("h-captcha")).toBe("reCaptchaV3");
    expect(captchaProvider("hCaptcha2")).toBe("reCaptchaV3");
    expect(captchaProvider("")).toBe("reCaptchaV3");
    expect(captchaProvider(null)).toBe("reCaptchaV3");
    expect(captchaProvider(undefined)).toBe("reCaptchaV3");
  });

  it("gives hCaptcha exactly for the name hcaptcha, whatever the case and surrounding spaces", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(captchaProvider(name) === "hCaptcha").toBe(name.trim().toLowerCase() === "hcaptcha");
      })
    );
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (upper) => {
        const name = [..."hcaptcha"].map((letter, index) => (upper[index] === true ? letter.toUpperCase() : letter)).join("");
        expect(captchaProvider(name)).toBe("hCaptcha");
      })
    );
  });
});
