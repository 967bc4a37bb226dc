// The state select's list: every US state, DC, the territories, the freely associated states and the
// military codes, each code once.
import { describe, expect, it } from "vitest";
import {
  FREELY_ASSOCIATED_STATES,
  MILITARY_CODES,
  US_STATES,
  US_SUBDIVISIONS,
  US_TERRITORIES
} from "../../../domain/address/us-subdivisions.ts";

const codes = US_SUBDIVISIONS.map((entry) => entry.value);

describe("the US subdivisions", () => {
  it("hold the 50 states, DC, 6 territories, 3 freely associated states and 3 military codes", () => {
    expect(US_STATES).toHaveLength(50);
    expect(US_TERRITORIES.map((entry) => entry.value)).toEqual(["AS", "GU", "MP", "PR", "VI", "UM"]);
    expect(FREELY_ASSOCIATED_STATES.map((entry) => entry.value)).toEqual(["FM", "MH", "PW"]);
    expect(MILITARY_CODES.map((entry) => entry.value)).toEqual(["AA", "AE", "AP"]);
    expect(US_SUBDIVISIONS).toHaveLength(63);
  });

  it("include DC, the military codes, Puerto Rico and Micronesia with their names", () => {
    const named = new Map(US_SUBDIVISIONS.map((entry) => [entry.value, entry.label]));
    expect(named.get("DC")).toBe("District of Columbia");
    expect(named.get("AA")).toBe("Armed Forces Americas");
    expect(named.get("AP")).toBe("Armed Forces Pacific");
    expect(named.get("AE")).toMatch(/^Armed Forces Europe/);
    expect(named.get("PR")).toBe("Puerto Rico");
    expect(named.get("FM")).toBe("Federated States of Micronesia");
    expect(named.get("WA")).toBe("Washington");
  });

  it("name each code once, as two capital letters with a non-empty label", () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(US_SUBDIVISIONS.map((entry) => entry.label)).size).toBe(codes.length);
    for (const entry of US_SUBDIVISIONS) {
      expect(entry.value).toMatch(/^[A-Z]{2}$/);
      expect(entry.label.trim()).not.toBe("");
    }
  });

  it("list the states and DC alphabetically by name (as the \"en\" collation orders them), before the territories", () => {
    const statesAndDc = US_SUBDIVISIONS.slice(0, 51).map((entry) => entry.label);
    expect(statesAndDc).toEqual([...statesAndDc].sort(new Intl.Collator("en").compare));
    expect(statesAndDc.indexOf("District of Columbia")).toBe(statesAndDc.indexOf("Delaware") + 1);
    expect(US_SUBDIVISIONS[51]?.value).toBe("AS");
  });
});
