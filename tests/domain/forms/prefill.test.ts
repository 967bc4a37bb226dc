import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { editField } from "../../../domain/forms/field-editing.ts";
import { createModel } from "../../../domain/forms/model-factory.ts";
import { decodeModelConfig } from "../../../domain/forms/model-config.schema.ts";
import { prefillDefaults, prefillFromPrepopulated, prepopulatedValues } from "../../../domain/forms/prefill.ts";
import { modelConfigFixture } from "../../support/model-config-fixture.ts";
import { seededCharacters } from "../../support/seeded-characters.ts";

const item = Result.getOrThrow(decodeModelConfig(modelConfigFixture()))[1]!;
const empty = createModel(item, seededCharacters());
const prepopulated = prepopulatedValues([
  { fields: { FirstName: "Ada", MailingCountry: "CA", Email: "ada@example.org" } },
  { fields: { firstName: "Not used", Agree: true } }
]);

describe("prepopulatedValues", () => {
  it("lower-cases the first letter of field names and keeps the first value given", () => {
    expect(prepopulated).toEqual({ firstName: "Ada", mailingCountry: "CA", email: "ada@example.org", agree: true });
  });
});

describe("prefillDefaults", () => {
  it("fills empty select and text fields from their default value, and starts an unset checkbox as false", () => {
    const filled = prefillDefaults(empty, item.fields);
    expect(filled.fields).toEqual({ firstName: null, mailingCountry: "US", email: null, agree: false });
    expect(filled.fieldStates).toEqual({});
  });

  it("keeps a value already there", () => {
    const chosen = editField(empty, "mailingCountry", "MX");
    expect(prefillDefaults(chosen, item.fields).fields["mailingCountry"]).toBe("MX");
  });

  it("ignores configs of fields the model does not have", () => {
    expect(prefillDefaults(empty, [{ key: "elsewhere", defaultValue: "x" }]).fields).toEqual(empty.fields);
  });
});

describe("prefillFromPrepopulated", () => {
  it("fills never-edited fields that are empty or still at their default", () => {
    const atDefaults = prefillDefaults(empty, item.fields);
    const filled = prefillFromPrepopulated(atDefaults, item.fields, prepopulated);
    expect(filled.fields).toEqual({ firstName: "Ada", mailingCountry: "CA", email: "ada@example.org", agree: false });
  });

  it("leaves a field the claimant edited, unless overriding is forced", () => {
    const edited = editField(editField(empty, "firstName", "Grace"), "email", "grace@example.org");
    const filled = prefillFromPrepopulated(edited, item.fields, prepopulated);
    expect(filled.fields["firstName"]).toBe("Grace");
    expect(filled.fields["email"]).toBe("ada@example.org");
  });

  it("leaves a field the claimant emptied again (ever-dirty)", () => {
    const emptied = editField(editField(empty, "firstName", "Grace"), "firstName", "");
    expect(prefillFromPrepopulated(emptied, item.fields, prepopulated).fields["firstName"]).toBeNull();
  });

  it("leaves a program-set value that is neither empty nor the default", () => {
    const set = { ...empty, fields: { ...empty.fields, mailingCountry: "GB" } };
    expect(prefillFromPrepopulated(set, item.fields, prepopulated).fields["mailingCountry"]).toBe("GB");
  });

  it("does nothing for fields without a prepopulated key or value", () => {
    const filled = prefillFromPrepopulated(empty, item.fields, { unrelated: "x" });
    expect(filled).toEqual(empty);
  });
});
