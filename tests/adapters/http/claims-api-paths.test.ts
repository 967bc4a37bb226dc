// The addresses of spec section 7, word for word, and a culture that can never change the query.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLAIMS_API_PATHS } from "../../../adapters/http/claims-api-paths.ts";
import { DEFAULT_WALLET_SETTINGS_SEGMENT } from "../../../domain/api/claims-api-routes.ts";
import { NavigationError } from "../../../domain/navigation/navigation-error.ts";
import { thrownBy } from "../../support/thrown-by.ts";

describe("CLAIMS_API_PATHS", () => {
  it("spells every address of section 7", () => {
    expect([
      CLAIMS_API_PATHS.csrf,
      CLAIMS_API_PATHS.cultures,
      CLAIMS_API_PATHS.content("es"),
      CLAIMS_API_PATHS.setLanguage("es"),
      CLAIMS_API_PATHS.deadlines,
      CLAIMS_API_PATHS.characterWhitelist,
      CLAIMS_API_PATHS.captchaSettings,
      CLAIMS_API_PATHS.walletSettings(DEFAULT_WALLET_SETTINGS_SEGMENT),
      CLAIMS_API_PATHS.modelConfig,
      CLAIMS_API_PATHS.signatureDate("en"),
      CLAIMS_API_PATHS.tracking,
      CLAIMS_API_PATHS.sessionTimeout
    ]).toEqual([
      "/api/csrf",
      "/api/cultures",
      "/api/culture/content?culture=es",
      "/api/culture/set-language?culture=es",
      "/api/deadlines",
      "/api/characters-whitelist",
      "/api/captcha",
      "/api/banking/paypal-settings",
      "/api/forms/config",
      "/api/signature-date?culture=en",
      "/api/telemetry/tracking",
      "/api/session-timeout"
    ]);
  });

  it("names authorize and submit addresses by the form type's segment", () => {
    expect(CLAIMS_API_PATHS.authorize("Standard")).toBe("/api/forms/standard/authorize");
    expect(CLAIMS_API_PATHS.authorize("Lookup")).toBe("/api/forms/lookup/authorize");
    expect(CLAIMS_API_PATHS.authorize("Automotive")).toBe("/api/forms/automotive/authorize");
    expect(CLAIMS_API_PATHS.authorize("DocumentsUpload")).toBe("/api/forms/documents-upload/authorize");
    expect(CLAIMS_API_PATHS.submit("Standard")).toBe("/api/forms/standard");
    expect(CLAIMS_API_PATHS.submit("Automotive")).toBe("/api/forms/automotive");
    expect(CLAIMS_API_PATHS.submit("DocumentsUpload")).toBe("/api/forms/documents-upload");
  });

  it("has no submit address for Lookup: 'Unexpected Form Type'", () => {
    const error = thrownBy(() => CLAIMS_API_PATHS.submit("Lookup"));
    expect(error).toBeInstanceOf(NavigationError);
    expect(error).toMatchObject({ reason: "unexpectedFormType", message: "Unexpected Form Type" });
  });

  it("carries any culture as the one culture query value", () => {
    fc.assert(
      fc.property(fc.string(), (culture) => {
        for (const path of [CLAIMS_API_PATHS.content(culture), CLAIMS_API_PATHS.setLanguage(culture), CLAIMS_API_PATHS.signatureDate(culture)]) {
          const query = new URL(path, "http://x.test").searchParams;
          expect([...query.keys()]).toEqual(["culture"]);
          expect(query.get("culture")).toBe(culture.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
        }
      })
    );
  });
});
