import { describe, expect, it } from "vitest";
import { editWithDependencies } from "../../../domain/dependencies/edit-with-dependencies.ts";
import type { FieldConfig } from "../../../domain/forms/field-config.schema.ts";
import { fieldState } from "../../../domain/forms/form-model.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const fields: FieldConfig[] = [
  { key: "hasPhone", control: "checkbox" },
  { key: "phone", dependencies: { conditions: [{ field: "hasPhone", equals: [true] }] } },
  { key: "extension", dependencies: { conditions: [{ field: "phone", hasValue: true }], resetValue: "" } },
  { key: "consent", dependencies: { conditions: [{ field: "hasPhone", equals: [true] }], resetWhenFulfilled: true, resetValue: false } }
];
const model = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { hasPhone: true, phone: "5551234567", extension: "12", consent: true });

describe("editWithDependencies", () => {
  it("stores the edit and resets what no longer applies, in a chain", () => {
    const edited = editWithDependencies(model, "hasPhone", false, fields, []);
    expect(edited.fields).toEqual({ hasPhone: false, phone: null, extension: null, consent: false });
    expect(fieldState(edited, "hasPhone")).toEqual({ touched: true, everDirty: true });
    expect(fieldState(edited, "phone")).toEqual({ touched: false, everDirty: false });
  });

  it("resets on becoming fulfilled when configured so", () => {
    const off = { ...model, fields: { hasPhone: false, phone: null, extension: null, consent: true } };
    expect(editWithDependencies(off, "hasPhone", true, fields, []).fields).toEqual({ hasPhone: true, phone: null, extension: null, consent: false });
  });

  it("changes nothing else when no dependency moves", () => {
    expect(editWithDependencies(model, "extension", "99", fields, []).fields).toEqual({ ...model.fields, extension: "99" });
  });
});
