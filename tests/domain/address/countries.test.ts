// The country select's list: ISO 3166-1 alpha-2 codes with English names, US (the default) first, each
// code once, and no US territory (those are US subdivisions).
import { describe, expect, it } from "vitest";
import { DEFAULT_COUNTRY } from "../../../domain/address/address-fields.ts";
import { COUNTRIES } from "../../../domain/address/countries.ts";
import { US_TERRITORIES } from "../../../domain/address/us-subdivisions.ts";

const codes = COUNTRIES.map((entry) => entry.value);

describe("the countries", () => {
  it("number well over 190, with the default country US first", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190);
    expect(COUNTRIES.length).toBeLessThanOrEqual(249);
    expect(DEFAULT_COUNTRY).toBe("US");
    expect(COUNTRIES[0]).toEqual({ value: "US", label: "United States" });
  });

  it("name each code once, as two capital letters with a non-empty label", () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(COUNTRIES.map((entry) => entry.label)).size).toBe(codes.length);
    for (const entry of COUNTRIES) {
      expect(entry.value).toMatch(/^[A-Z]{2}$/);
      expect(entry.label.trim()).not.toBe("");
    }
  });

  it("list the countries after the US alphabetically by name", () => {
    const names = COUNTRIES.slice(1).map((entry) => entry.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("hold the usual neighbours and far countries, and leave out the US territories and non-ISO codes", () => {
    const named = new Map(COUNTRIES.map((entry) => [entry.value, entry.label]));
    expect(named.get("CA")).toBe("Canada");
    expect(named.get("MX")).toBe("Mexico");
    expect(named.get("GB")).toBe("United Kingdom");
    expect(named.get("DE")).toBe("Germany");
    expect(named.get("JP")).toBe("Japan");
    expect(named.get("ZW")).toBe("Zimbabwe");
    for (const territory of US_TERRITORIES) expect(named.has(territory.value)).toBe(false);
    for (const notIso of ["UK", "EU", "XK", "ZZ", "AN", "YU"]) expect(named.has(notIso)).toBe(false);
  });
});
