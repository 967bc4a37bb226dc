import { describe, expect, it } from "vitest";
import { DEFAULT_CULTURE, isEnabledCulture, resolveCulture } from "../../../domain/culture/culture.ts";

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
