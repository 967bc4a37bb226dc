import { describe, expect, it } from "vitest";
import { assignField, editField, showsErrors, touchAll, touchField } from "../../../domain/forms/field-editing.ts";
import { fieldState } from "../../../domain/forms/form-model.ts";
import { formModel } from "../../support/form-model-fixture.ts";
import { thrownBy } from "../../support/thrown-by.ts";

const claimant = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { firstName: null, lastName: "Lovelace" });
const documentContext = formModel("DocumentContexts_bbbbbbbb", "DocumentContexts", { file: null, documentType: null });
const receipt = { name: "receipt.pdf", size: 2048, type: "application/pdf" };

describe("editing a field", () => {
  it("stores the value, and the field becomes touched and ever-dirty", () => {
    expect(fieldState(claimant, "firstName")).toEqual({ touched: false, everDirty: false });
    expect(showsErrors(claimant, "firstName")).toBe(false);
    const edited = editField(claimant, "firstName", "Ada");
    expect(edited.fields).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(fieldState(edited, "firstName")).toEqual({ touched: true, everDirty: true });
    expect(showsErrors(edited, "firstName")).toBe(true);
    expect(fieldState(edited, "lastName")).toEqual({ touched: false, everDirty: false });
  });

  it("stores an empty string as null and still marks the field ever-dirty", () => {
    const cleared = editField(claimant, "lastName", "");
    expect(cleared.fields["lastName"]).toBeNull();
    expect(fieldState(cleared, "lastName").everDirty).toBe(true);
  });

  it("keeps whitespace as typed (validation judges it)", () => {
    expect(editField(claimant, "firstName", "   ").fields["firstName"]).toBe("   ");
  });

  it("leaves the original model unchanged", () => {
    editField(claimant, "firstName", "Ada");
    expect(claimant.fields["firstName"]).toBeNull();
  });

  it("refuses a field the model does not have", () => {
    expect(thrownBy(() => editField(claimant, "middleName", "B"))).toMatchObject({
      reason: "invalidFieldKey",
      message: 'The formModel claimantInfo_aaaaaaaa has no field "middleName".'
    });
  });
});

describe("a file input", () => {
  it("writes the name, size and type beside the chosen file list", () => {
    const edited = editField(documentContext, "file", [receipt]);
    expect(edited.fields).toEqual({ file: [receipt], documentType: null, name: "receipt.pdf", size: 2048, type: "application/pdf" });
  });

  it("writes the type 'unknown' when the browser gives none", () => {
    const edited = editField(documentContext, "file", [{ name: "scan", size: 10, type: "" }]);
    expect(edited.fields["type"]).toBe("unknown");
  });

  it("takes exactly one file", () => {
    expect(thrownBy(() => editField(documentContext, "file", [receipt, receipt]))).toMatchObject({
      reason: "multipleFilesPerInput",
      message: 'Multi-file selection is unsupported: "file" takes one file.'
    });
    expect(thrownBy(() => editField(documentContext, "file", []))).toMatchObject({
      reason: "multipleFilesPerInput",
      message: 'Clearing the file input "file" is unsupported.'
    });
  });

  it("allows one file-list field per model", () => {
    const twoInputs = formModel("DocumentContexts_cccccccc", "DocumentContexts", { front: [receipt], back: null });
    expect(thrownBy(() => editField(twoInputs, "back", [receipt]))).toMatchObject({ reason: "multipleFileListFields" });
    expect(editField(twoInputs, "front", [{ ...receipt, name: "other.pdf" }]).fields["name"]).toBe("other.pdf");
  });
});

describe("program-assigned values", () => {
  it("set the value without changing the edit state", () => {
    const assigned = assignField(claimant, "firstName", "Ada");
    expect(assigned.fields["firstName"]).toBe("Ada");
    expect(assigned.fieldStates).toEqual({});
    expect(assignField(claimant, "lastName", "").fields["lastName"]).toBeNull();
    expect(() => assignField(claimant, "nope", 1)).toThrow('has no field "nope"');
  });
});

describe("touchAll", () => {
  it("marks every field touched and keeps ever-dirty as it was", () => {
    const touched = touchAll(editField(claimant, "firstName", "Ada"));
    expect(touched.fieldStates).toEqual({
      firstName: { touched: true, everDirty: true },
      lastName: { touched: true, everDirty: false }
    });
  });
});

describe("touchField", () => {
  it("marks one field touched without making it dirty", () => {
    const touched = touchField(claimant, "lastName");
    expect(touched.fieldStates).toEqual({ lastName: { touched: true, everDirty: false } });
    expect(touched.fields).toEqual(claimant.fields);
    expect(() => touchField(claimant, "nope")).toThrow('has no field "nope"');
  });
});
