import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES, formatIssue } from "../../../domain/validation/validation-messages.ts";
import { type ValidationCode, issue } from "../../../domain/validation/validation-issue.ts";

const path = ["model", "field"];
const dictionary = (entries: Record<string, string>) => (key: string) => entries[key];

describe("VALIDATION_MESSAGES", () => {
  it("uses the spec's texts word for word", () => {
    expect(VALIDATION_MESSAGES.required.text).toBe("Value is required");
    expect(VALIDATION_MESSAGES.conditionallyRequired.text).toBe("The value is required");
    expect(VALIDATION_MESSAGES.maxLength.text).toBe("The maximum length allowed is {max}");
    expect(VALIDATION_MESSAGES.numericBetween.text).toBe("The value must be between {min} and {max}");
    expect(VALIDATION_MESSAGES.requireOnePropertyValTrue.text).toBe("At least one option is required.");
    expect(VALIDATION_MESSAGES.requireOnePropertyToHaveAValue.text).toBe("At least one field must have a value.");
    expect(VALIDATION_MESSAGES.localizationParagraphTag.text).toBe("Localization values must not contain p html tags.");
    expect(VALIDATION_MESSAGES.localizationListTag.text).toBe(
      "Localization values must not contain li, ul, or ol html tags. The component list block should be used instead."
    );
  });

  it("uses the spec's localization keys word for word", () => {
    const keys: Partial<Record<ValidationCode, string>> = {
      numberBetween: "number-between",
      dateBetween: "date-between",
      regexInvalidValue: "regex-invalid-value",
      restrictedCharacters: "restricted-characters",
      provideDocumentation: "LocKey_Validation_ProvideDocumentation",
      formIsDirty: "LocKey_Validation_FormIsDirty",
      documentFileExists: "LocKey_Validation_Document_FileExists",
      minInstances: "LocKey_MultiRecordTable_Validation_MinInstances"
    };
    for (const [code, key] of Object.entries(keys)) {
      expect(VALIDATION_MESSAGES[code as ValidationCode].key).toBe(key);
    }
  });

  it("gives every code its own key and a text", () => {
    const definitions = Object.values(VALIDATION_MESSAGES);
    expect(new Set(definitions.map((definition) => definition.key)).size).toBe(definitions.length);
    for (const definition of definitions) expect(definition.text.trim()).not.toBe("");
  });

  it("covers the server-rule codes", () => {
    for (const code of [
      "numberBetween",
      "dateBetween",
      "restrictedCharacters",
      "endDate",
      "preventFutureDate",
      "regexInvalidValue",
      "requireOnePropertyValTrue",
      "requireOnePropertyToHaveAValue",
      "validDate"
    ]) {
      expect(Object.keys(VALIDATION_MESSAGES)).toContain(code);
    }
  });

  it("shows the phone example format in the phone message", () => {
    expect(VALIDATION_MESSAGES.phoneNumber.text).toContain("(123) 456-7890");
  });

  it("places the minimum in the default table template", () => {
    expect(VALIDATION_MESSAGES.minInstances.text).toContain("{min}");
  });
});

describe("formatIssue", () => {
  it("fills the default English text from the parameters", () => {
    expect(formatIssue(issue(path, "maxLength", { max: 50 }))).toBe("The maximum length allowed is 50");
    expect(formatIssue(issue(path, "numericBetween", { min: 1, max: 10 }))).toBe("The value must be between 1 and 10");
    expect(formatIssue(issue(path, "required"))).toBe("Value is required");
  });

  it("uses the localized text when the lookup returns one", () => {
    const translate = dictionary({ "number-between": "Ingrese un número entre {min} y {max}" });
    expect(formatIssue(issue(path, "numberBetween", { min: 1, max: 9 }), translate)).toBe("Ingrese un número entre 1 y 9");
  });

  it("falls back to the default when the lookup has nothing or an empty text", () => {
    expect(formatIssue(issue(path, "required"), dictionary({}))).toBe("Value is required");
    expect(formatIssue(issue(path, "required"), dictionary({ LocKey_Validation_Required: " " }))).toBe("Value is required");
  });

  it("lets a server rule's own message win over translation and default", () => {
    const translate = dictionary({ "end-date": "translated" });
    const found = issue(path, "endDate", { message: "End must follow start ({start})", start: "1/2/2024" });
    expect(formatIssue(found, translate)).toBe("End must follow start (1/2/2024)");
  });

  it("ignores an empty server message", () => {
    expect(formatIssue(issue(path, "validDate", { message: "" }))).toBe(VALIDATION_MESSAGES.validDate.text);
  });

  it("follows restricted-characters with the offending characters", () => {
    const found = issue(path, "restrictedCharacters", { characters: "<>" });
    expect(formatIssue(found)).toBe("The following characters are not allowed: <>");
    expect(formatIssue(found, dictionary({ "restricted-characters": "Caracteres no permitidos:" }))).toBe(
      "Caracteres no permitidos: <>"
    );
    expect(formatIssue({ ...found, params: { characters: "#", message: "Not allowed:" } })).toBe("Not allowed: #");
  });

  it("does not repeat the characters when the text places them itself", () => {
    const translate = dictionary({ "restricted-characters": "Remove {characters} please" });
    expect(formatIssue(issue(path, "restrictedCharacters", { characters: "$" }), translate)).toBe("Remove $ please");
  });

  it("appends nothing to other codes that happen to carry characters", () => {
    expect(formatIssue(issue(path, "required", { characters: "x" }))).toBe("Value is required");
  });

  it("uses an overridden template key, then the code's key, then the default", () => {
    const found = issue(path, "minInstances", { min: 2, messageKey: "LocKey_Custom_Min" });
    expect(formatIssue(found, dictionary({ LocKey_Custom_Min: "Add {min} claims" }))).toBe("Add 2 claims");
    expect(
      formatIssue(found, dictionary({ LocKey_MultiRecordTable_Validation_MinInstances: "At least {min} rows" }))
    ).toBe("At least 2 rows");
    expect(formatIssue(found)).toBe("Add at least 2 records");
  });

  it("leaves a placeholder without a parameter visible", () => {
    expect(formatIssue(issue(path, "maxLength"))).toBe("The maximum length allowed is {max}");
  });
});
