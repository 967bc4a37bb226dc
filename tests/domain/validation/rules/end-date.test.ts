import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import type { FieldValue } from "../../../../domain/forms/field-value.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

const strict = compile("endDate", { field: "startDate" });
const inclusive = compile("endDate", { field: "startDate", inclusive: true });
const check = (rule: typeof strict, start: FieldValue, end: FieldValue): readonly string[] =>
  codes(rule, end, { fields: { startDate: start } });

describe("endDate", () => {
  it("wants the end strictly after the start by default", () => {
    expect(check(strict, "3/1/2026", "3/2/2026")).toEqual([]);
    expect(check(strict, "3/1/2026", "3/1/2026")).toEqual(["endDate"]);
    expect(check(strict, "3/1/2026", "02/28/2026")).toEqual(["endDate"]);
  });

  it("allows the same day when inclusive", () => {
    expect(check(inclusive, "03/01/2026", "3/1/2026")).toEqual([]);
    expect(check(inclusive, "3/1/2026", "3/2/2026")).toEqual([]);
    expect(check(inclusive, "3/1/2026", "2/28/2026")).toEqual(["endDate"]);
  });

  it("treats inclusive false as strict", () => {
    expect(check(compile("endDate", { field: "startDate", inclusive: false }), "3/1/2026", "3/1/2026")).toEqual(["endDate"]);
  });

  it("crosses a leap day", () => {
    expect(check(strict, "2/28/2024", "2/29/2024")).toEqual([]);
    expect(check(strict, "2/29/2024", "2/28/2024")).toEqual(["endDate"]);
  });

  it("says nothing when either date is blank or not a date", () => {
    expect(check(strict, null, "3/1/2026")).toEqual([]);
    expect(check(strict, "  ", "3/1/2026")).toEqual([]);
    expect(check(strict, "3/1/2026", "")).toEqual([]);
    expect(check(strict, "3/1/2026", "  ")).toEqual([]);
    expect(check(strict, "3/2/2026", "2/30/2026")).toEqual([]);
    expect(check(strict, "soon", "3/1/2026")).toEqual([]);
    expect(check(strict, 20260301, "3/1/2026")).toEqual([]);
    expect(check(strict, "3/1/2026", 20260228)).toEqual([]);
    expect(codes(strict, "3/1/2026")).toEqual([]);
  });

  it("carries the server message", () => {
    const rule = compile("endDate", { field: "startDate" }, "The end date must follow the start date.");
    expect(rule(contextFor("1/1/2026", { fields: { startDate: "1/2/2026" } }))).toEqual([
      { path: ["model-1", "subject"], code: "endDate", params: { message: "The end date must follow the start date." } }
    ]);
  });

  it("needs the start field's name", () => {
    expect(() => compile("endDate")).toThrow(ConfigurationError);
    expect(() => compile("endDate", { field: "" })).toThrow(/params\.field/);
    expect(() => compile("endDate", { field: "start", inclusive: "yes" })).toThrow(/params\.inclusive/);
  });
});
