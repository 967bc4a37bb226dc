// Every field's bounds, checked before its rules: the text cap (the maxLength rule, else the control's
// default), control characters, text-direction overrides and lone surrogates, and a select's or radio's
// options; and validateModel runs no rule, so no pattern, over a value past them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import { DEFAULT_TEXT_CAPS, fieldBoundsIssues, hasForbiddenCharacter, textCap } from "../../../domain/validation/field-bounds.ts";
import { validateModel } from "../../../domain/validation/model-validation.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const PATH = ["claimantInfo_aaaaaaaa", "field"];
const codes = (field: FieldConfig, value: Parameters<typeof fieldBoundsIssues>[1]) => fieldBoundsIssues(field, value, PATH).map((found) => found.code);

describe("the text cap", () => {
  it("is the field's maxLength rule when it has one, else its control's default", () => {
    expect(textCap({ key: "a", validations: [{ type: "maxLength", params: { max: 40 } }] })).toBe(40);
    expect(textCap({ key: "a" })).toBe(256);
    expect(textCap({ key: "a", control: "textarea" })).toBe(4000);
    expect(textCap({ key: "a", control: "checkbox" })).toBeNull();
    expect(DEFAULT_TEXT_CAPS.text).toBe(256);
  });

  it("refuses one character past the cap with the maxLength issue, and takes the cap itself", () => {
    const field: FieldConfig = { key: "a", control: "text" };
    expect(codes(field, "x".repeat(256))).toEqual([]);
    expect(fieldBoundsIssues(field, "x".repeat(257), PATH)).toEqual([{ path: PATH, code: "maxLength", params: { max: 256 } }]);
    expect(codes({ key: "a", control: "textarea" }, "x".repeat(4001))).toEqual(["maxLength"]);
    expect(codes({ key: "a", validations: [{ type: "maxLength", params: { max: 5 } }] }, 123456)).toEqual(["maxLength"]);
  });
});

describe("characters no answer may hold", () => {
  it.each([
    ["a NUL", "a\u0000b"],
    ["a bell", "a\u0007b"],
    ["a vertical tab", "a\u000Bb"],
    ["an escape", "a\u001B[31mb"],
    ["a DEL", "a\u007Fb"],
    ["a C1 control", "a\u0085b"],
    ["a right-to-left override", "invoice\u202Efdp.exe"],
    ["a left-to-right isolate", "a\u2066b"],
    ["a lone high surrogate", "x\uD800y"],
    ["a lone low surrogate", "x\uDC00y"]
  ])("refuses %s", (_name, text) => {
    expect(codes({ key: "a" }, text)).toEqual(["forbiddenCharacters"]);
  });

  it("leaves a hidden field's characters to whoever fills it, but not its cap", () => {
    expect(codes({ key: "name", control: "hidden" }, "photo\u202Egnp.exe")).toEqual([]);
    expect(codes({ key: "name", control: "hidden" }, "x".repeat(257))).toEqual(["maxLength"]);
  });

  it("takes tabs, line breaks, accents, right-to-left scripts and paired surrogates", () => {
    for (const text of ["a\tb", "line one\r\nline two", "Sofía Ramírez", "שלום", "😀 ok"]) expect(hasForbiddenCharacter(text)).toBe(false);
  });

  it("never refuses printable text: a property over every string of printable characters", () => {
    const printable = fc.string({ unit: fc.constantFrom(..."abcXYZ 09.,;:!?@-_'\"()/\\áéñü€中😀".split(/(?:)/u)) });
    fc.assert(fc.property(printable, (text) => !hasForbiddenCharacter(text)));
  });
});

describe("options", () => {
  const select: FieldConfig = { key: "contactPreference", control: "radio", options: [{ value: "Email", label: "L1" }, { value: "Mail", label: "L2" }] };

  it("takes an offered value or nothing, and refuses any other value", () => {
    expect(codes(select, "Email")).toEqual([]);
    expect(codes(select, null)).toEqual([]);
    expect(codes(select, "")).toEqual([]);
    expect(codes(select, "Carrier pigeon")).toEqual(["notAnOption"]);
    expect(codes(select, "email")).toEqual(["notAnOption"]);
    expect(codes({ ...select, control: "select" }, "<img onerror=alert(1)>")).toEqual(["notAnOption"]);
  });

  it("judges the address block's selects by their fixed lists", () => {
    expect(codes({ key: "mailingSubDivision", control: "select" }, "CA")).toEqual([]);
    expect(codes({ key: "mailingSubDivision", control: "select" }, "Atlantis")).toEqual(["notAnOption"]);
    expect(codes({ key: "mailingCountry", control: "select" }, "CA")).toEqual([]);
    expect(codes({ key: "mailingCountry", control: "select" }, "XX")).toEqual(["notAnOption"]);
  });

  it("leaves the free text of a hybrid radio-text field to its cap", () => {
    expect(codes({ ...select, control: "hybridRadioText" }, "A neighbour told me")).toEqual([]);
  });
});

describe("validateModel checks bounds before any rule", () => {
  const email: FieldConfig = { key: "confirmEmailAddress", validations: [{ type: "regularExpression", params: { pattern: "[^@\\s]+@[^@\\s]+\\.[^@\\s]+" } }] };
  const hidden: FieldConfig = { key: "notes", dependencies: { conditions: [{ field: "wantsNotes", equals: [true] }] } };
  const context = { now: Date.parse("2026-11-21T12:00:00Z"), characterWhitelist: null, saved: [] };

  it("reports only the cap for a crafted 60 KB value, so the pattern never runs over it", () => {
    const crafted = `a@${"a.".repeat(30_000)}@`;
    const model = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { confirmEmailAddress: crafted });
    const { issues } = validateModel(model, [email], context);
    expect(issues).toEqual([{ path: ["claimantInfo_aaaaaaaa", "confirmEmailAddress"], code: "maxLength", params: { max: 256 } }]);
  });

  it("bounds a field even while a dependency hides it", () => {
    const model = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { wantsNotes: false, notes: "x".repeat(300) });
    const { issues } = validateModel(model, [{ key: "wantsNotes", control: "checkbox" }, hidden], context);
    expect(issues.map((found) => found.code)).toEqual(["maxLength"]);
  });
});
