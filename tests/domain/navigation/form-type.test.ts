// Form types by name or segment, and the start page a session-expired query leads back to.
import { describe, expect, it } from "vitest";
import { FORM_TYPES, firstPageOf, parseFormType, UNEXPECTED_FORM_TYPE } from "../../../domain/navigation/form-type.ts";

describe("parseFormType", () => {
  it("reads a form type by name or by segment, in any case", () => {
    expect(parseFormType("documents-upload")).toBe("DocumentsUpload");
    expect(parseFormType(" AUTOMOTIVE ")).toBe("Automotive");
    expect(FORM_TYPES.map((type) => parseFormType(type))).toEqual(FORM_TYPES);
  });

  it("refuses any other value with 'Unexpected Form Type'", () => {
    expect(() => parseFormType("boat")).toThrow(UNEXPECTED_FORM_TYPE);
  });
});

describe("firstPageOf", () => {
  it.each([
    ["standard", "/standard"],
    ["Lookup", "/lookup"],
    ["automotive", "/automotive"],
    ["documents-upload", "/documents-upload"],
    [null, "/"],
    ["", "/"],
    ["boat", "/"],
    ["DocumentsUpload", "/"]
  ])("form=%s leads back to %s", (form, page) => {
    expect(firstPageOf(form)).toBe(page);
  });
});
