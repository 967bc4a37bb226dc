import { describe, expect, it } from "vitest";
import {
  CAPTCHA_ERROR_CODES,
  captchaErrorHandling,
  isCaptchaErrorCode,
  UNKNOWN_CODE_HANDLING
} from "../../../domain/captcha/captcha-error-code.ts";

describe("captchaErrorHandling", () => {
  it("resets the widget after expired or closed challenges", () => {
    expect(captchaErrorHandling("challenge-expired")).toEqual({ widget: "reset", logWarning: false });
    expect(captchaErrorHandling("challenge-closed")).toEqual({ widget: "reset", logWarning: false });
  });

  it("renders the widget again when the captcha is missing or its id is invalid", () => {
    expect(captchaErrorHandling("missing-captcha")).toEqual({ widget: "rerender", logWarning: false });
    expect(captchaErrorHandling("invalid-captcha-id")).toEqual({ widget: "rerender", logWarning: false });
  });

  it("only logs a warning for network and script errors", () => {
    expect(captchaErrorHandling("network-error")).toEqual({ widget: "keep", logWarning: true });
    expect(captchaErrorHandling("script-error")).toEqual({ widget: "keep", logWarning: true });
  });

  it("resets the widget for rate-limited, invalid-data, challenge-error and internal-error", () => {
    for (const code of ["rate-limited", "invalid-data", "challenge-error", "internal-error"]) {
      expect(captchaErrorHandling(code)).toEqual({ widget: "reset", logWarning: false });
    }
  });

  it("resets the widget and warns for a code it does not know, or one spelled differently", () => {
    expect(UNKNOWN_CODE_HANDLING).toEqual({ widget: "reset", logWarning: true });
    expect(captchaErrorHandling("brand-new-error")).toBe(UNKNOWN_CODE_HANDLING);
    expect(captchaErrorHandling("Network-Error")).toBe(UNKNOWN_CODE_HANDLING);
    expect(captchaErrorHandling("network_error")).toBe(UNKNOWN_CODE_HANDLING);
    expect(captchaErrorHandling("")).toBe(UNKNOWN_CODE_HANDLING);
  });

  it("knows the ten hCaptcha codes and nothing else", () => {
    expect(CAPTCHA_ERROR_CODES).toHaveLength(10);
    expect(CAPTCHA_ERROR_CODES.every(isCaptchaErrorCode)).toBe(true);
    expect(isCaptchaErrorCode("toString")).toBe(false);
    expect(captchaErrorHandling("toString")).toBe(UNKNOWN_CODE_HANDLING);
  });
});
