import { describe, expect, it } from "vitest";
import { thrownBy } from "../../../support/thrown-by.ts";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

describe("validDate", () => {
  const rule = compile("validDate", { formats: "MM/dd/yyyy, yyyy-MM-dd" }, "Enter a real date.");

  it("takes a real date in any listed format", () => {
    expect(codes(rule, "03/08/2026")).toEqual([]);
    expect(codes(rule, "2026-03-08")).toEqual([]);
    expect(codes(rule, " 02/29/2024 ")).toEqual([]);
  });

  it("gives validDate, with the server message, otherwise", () => {
    expect(rule(contextFor("3/8/2026"))).toEqual([
      { path: ["model-1", "subject"], code: "validDate", params: { message: "Enter a real date." } }
    ]);
    expect(codes(rule, "02/29/2025")).toEqual(["validDate"]);
    expect(codes(rule, "2100-02-29")).toEqual(["validDate"]);
    expect(codes(rule, "04/31/2026")).toEqual(["validDate"]);
    expect(codes(rule, "03/08/2026 noon")).toEqual(["validDate"]);
    expect(codes(rule, "０３/０８/２０２６")).toEqual(["validDate"]);
    expect(codes(rule, 20260308)).toEqual(["validDate"]);
  });

  it("pivots two-digit years at 60", () => {
    const short = compile("validDate", { formats: "M/d/yy,MM-dd-yyyy" });
    expect(codes(short, "2/29/00")).toEqual([]);
    expect(codes(short, "2/29/60")).toEqual([]);
    expect(codes(short, "2/29/61")).toEqual(["validDate"]);
    expect(codes(short, "03-08-2026")).toEqual([]);
  });

  it("has no date to read in a file list", () => {
    expect(codes(rule, [{ name: "03/08/2026", size: 1, type: "text/plain" }])).toEqual([]);
  });

  it("lets blank values pass", () => {
    expect(codes(rule, "  ")).toEqual([]);
  });

  it("refuses an empty or unsupported format list", () => {
    for (const formats of ["", " , ", "MMM d yyyy", "MM/dd/yyyy, HH:mm"]) {
      const error = thrownBy(() => compile("validDate", { formats }));
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as ConfigurationError).reason).toBe("invalidValidationConfig");
    }
    expect(() => compile("validDate", { formats: "MM/dd/yyyy, dd.MMM" })).toThrow(
      'Field "subject", validation "validDate": unsupported date format "dd.MMM"'
    );
    expect(() => compile("validDate")).toThrow(/params\.formats/);
  });
});
