import { describe, expect, it } from "vitest";
import { addressInCulture, DEFAULT_CULTURE, isEnabledCulture, resolveCulture } from "../../../domain/culture/culture.ts";

const enabled = { en: "English", es: "Español" };

describe("resolveCulture", () => {
  it("takes the culture query parameter first", () => {
    expect(resolveCulture(enabled, "es", "en")).toBe("es");
  });

  it("then the same parameter in the page address", () => {
    expect(resolveCulture(enabled, undefined, "es")).toBe("es");
    expect(resolveCulture(enabled, "fr", "ES")).toBe("es");
  });

  it("then en", () => {
    expect(DEFAULT_CULTURE).toBe("en");
    expect(resolveCulture(enabled, undefined, undefined)).toBe("en");
    expect(resolveCulture(enabled, "fr", "de")).toBe("en");
    expect(resolveCulture({}, "es", undefined)).toBe("en");
  });

  it("accepts only enabled cultures", () => {
    expect(isEnabledCulture(enabled, "es")).toBe(true);
    expect(isEnabledCulture(enabled, " EN ")).toBe(true);
    expect(isEnabledCulture(enabled, "fr")).toBe(false);
  });
});

describe("addressInCulture", () => {
  it("adds the claimant's culture to an address the site moves to, unless it is the default or the address names one", () => {
    expect(addressInCulture("/standard/claim-details", "es")).toBe("/standard/claim-details?culture=es");
    expect(addressInCulture("/standard/claim-details", "en")).toBe("/standard/claim-details");
    expect(addressInCulture("/session-expired?form=standard&culture=en", "es")).toBe("/session-expired?form=standard&culture=en");
    expect(addressInCulture("/page-not-found?from=x", "es")).toBe("/page-not-found?from=x&culture=es");
    expect(addressInCulture("/?cultureless=1", "fr-CA")).toBe("/?cultureless=1&culture=fr-CA");
  });
});
