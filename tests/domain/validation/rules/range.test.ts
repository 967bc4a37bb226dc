import { LocalDate } from "@js-joda/core";
import { thrownBy } from "../../../support/thrown-by.ts";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { dateBounds } from "../../../../domain/validation/rules/range.ts";
import { codes, compile, config, contextFor, field } from "./rule-kit.ts";

describe("range over numbers", () => {
  const rule = compile("range", { min: 1, max: 10 });

  it("lets values between the bounds through, both bounds included", () => {
    for (const value of [1, 5, 10, "1", " 7.5 ", "10.0", "+3", "1e1"]) expect(codes(rule, value)).toEqual([]);
  });

  it("gives numberBetween with the bounds outside them", () => {
    expect(rule(contextFor(0))).toEqual([{ path: ["model-1", "subject"], code: "numberBetween", params: { min: 1, max: 10 } }]);
    expect(codes(rule, 10.01)).toEqual(["numberBetween"]);
    expect(codes(rule, "-5")).toEqual(["numberBetween"]);
  });

  it("counts a value that is not a number as outside", () => {
    expect(codes(rule, "five")).toEqual(["numberBetween"]);
    expect(codes(rule, "5 apples")).toEqual(["numberBetween"]);
    expect(codes(rule, true)).toEqual(["numberBetween"]);
  });

  it("reads thousands commas as the currency masks write them", () => {
    const large = compile("range", { min: 1000, max: 2000000 });
    expect(codes(large, "1,500")).toEqual([]);
    expect(codes(large, "1,999,999.99")).toEqual([]);
    expect(codes(large, "2,000,001")).toEqual(["numberBetween"]);
    expect(codes(large, "1,50")).toEqual(["numberBetween"]);
  });

  it("lets blank values pass", () => {
    for (const value of ["", "   ", null]) expect(codes(rule, value)).toEqual([]);
  });

  it("takes numeric strings as bounds, and kind number explicitly", () => {
    expect(rule(contextFor(11))).toEqual(compile("range", { min: "1", max: "10" })(contextFor(11)));
    expect(codes(compile("range", { min: 0, max: 1, kind: "number" }), 2)).toEqual(["numberBetween"]);
  });
});

describe("range over dates", () => {
  const rule = compile("range", { min: "1/1/2000", max: "12/31/2026" });

  it("lets M/d/yyyy dates between the bounds through, both bounds included", () => {
    for (const value of ["1/1/2000", "01/01/2000", "6/15/2026", "12/31/2026"]) expect(codes(rule, value)).toEqual([]);
  });

  it("gives dateBetween with both bounds as MM/dd/yyyy outside them", () => {
    expect(rule(contextFor("12/31/1999"))).toEqual([
      { path: ["model-1", "subject"], code: "dateBetween", params: { min: "01/01/2000", max: "12/31/2026" } }
    ]);
    expect(codes(rule, "1/1/2027")).toEqual(["dateBetween"]);
  });

  it("counts impossible or unreadable dates as outside", () => {
    expect(codes(rule, "2/29/2025")).toEqual(["dateBetween"]);
    expect(codes(rule, "2026-01-01")).toEqual(["dateBetween"]);
    expect(codes(rule, "٠١/٠١/٢٠١٠")).toEqual(["dateBetween"]);
  });

  it("holds 29 February of a leap year as a bound", () => {
    const leap = compile("range", { min: "2/29/2024", max: "3/1/2024", kind: "date" });
    expect(codes(leap, "2/29/2024")).toEqual([]);
    expect(codes(leap, "2/28/2024")).toEqual(["dateBetween"]);
  });

  it("lets blank values pass", () => {
    expect(codes(rule, " ")).toEqual([]);
  });
});

describe("range configuration", () => {
  const configError = (params: Record<string, unknown>): ConfigurationError => {
    const error = thrownBy(() => compile("range", params));
    if (!(error instanceof ConfigurationError)) throw new Error("expected a ConfigurationError");
    return error;
  };

  it("refuses bounds that are neither both numbers nor both dates", () => {
    const error = configError({ min: 1, max: "12/31/2026" });
    expect(error.reason).toBe("invalidValidationConfig");
    expect(error.message).toBe('Field "subject", validation "range": min and max must be both numbers or both M/d/yyyy dates');
  });

  it("refuses bounds that do not fit the kind named", () => {
    expect(configError({ min: "1", max: "10", kind: "date" }).message).toContain("must be both M/d/yyyy dates");
    expect(configError({ min: "1/1/2000", max: "1/1/2001", kind: "number" }).message).toContain("must be both numbers");
  });

  it("refuses a min above the max", () => {
    expect(configError({ min: 10, max: 1 }).message).toContain("min is greater than max");
    expect(configError({ min: "1/2/2020", max: "1/1/2020" }).message).toContain("min is greater than max");
  });

  it("refuses missing, mistyped or unknown params, naming them", () => {
    expect(configError({ min: 1 }).message).toMatch(/^Field "subject", validation "range": invalid params: .*params\.max/);
    expect(configError({ min: 1, max: 2, kind: "time" }).message).toContain("params.kind");
    expect(configError({ min: 1, max: 2, maximum: 3 }).message).toContain("params.maximum");
    expect(configError({ min: true, max: 2 }).reason).toBe("invalidValidationConfig");
  });
});

describe("dateBounds", () => {
  it("reads min and max of the date range rule", () => {
    const bounds = dateBounds(field(config("required"), config("range", { min: "1/1/1990", max: "12/31/2026" })));
    expect(bounds?.min).toEqual(LocalDate.of(1990, 1, 1));
    expect(bounds?.max).toEqual(LocalDate.of(2026, 12, 31));
  });

  it("passes over number ranges and fields without a range", () => {
    expect(dateBounds(field(config("range", { min: 1, max: 5 })))).toBeNull();
    expect(dateBounds(field(config("required")))).toBeNull();
    expect(dateBounds({ key: "plain" })).toBeNull();
  });

  it("throws the same configuration error as compiling would", () => {
    expect(() => dateBounds(field(config("range", { min: "1/1/2020" })))).toThrow(ConfigurationError);
  });
});

it("adds the server message to the issue", () => {
  const rule = compile("range", { min: 1, max: 2 }, "Pick 1 or 2.");
  expect(rule(contextFor(3))[0]?.params).toEqual({ min: 1, max: 2, message: "Pick 1 or 2." });
});
