import { describe, expect, it } from "vitest";
import { displayRow, MAX_DISPLAY_FIELDS, MAX_DISPLAY_FIELDS_WITH_BUTTONS } from "../../../domain/forms/display-row.ts";
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { formModel } from "../../support/form-model-fixture.ts";
import { thrownBy } from "../../support/thrown-by.ts";

const record = formModel("documentContexts_aaaaaaaa", "documentContexts", { type: "application/pdf", name: "receipt.pdf", size: 2048 });
const set = modelSet([record]);

const wide = (count: number) =>
  modelSet([
    formModel(
      "claimTransactions_bbbbbbbb",
      "claimTransactions",
      Object.fromEntries(Array.from({ length: count }, (_, i): [string, FieldValue] => [`f${String(i).padStart(2, "0")}`, i]))
    )
  ]);

describe("display-only record rows", () => {
  it("order the fields alphabetically by default, with delete on and edit off", () => {
    const row = displayRow(set, { recordClientId: record.clientId });
    expect(row.cells).toEqual([
      ["name", "receipt.pdf"],
      ["size", 2048],
      ["type", "application/pdf"]
    ]);
    expect(row).toMatchObject({ allowDelete: true, allowEdit: false, recordClientId: record.clientId });
  });

  it("follow an ordering table, then the rest alphabetically, and leave hidden fields out", () => {
    const row = displayRow(set, { recordClientId: record.clientId, ordering: ["type", "name"], hidden: ["size"] });
    expect(row.cells.map(([key]) => key)).toEqual(["type", "name"]);
    const partial = displayRow(set, { recordClientId: record.clientId, ordering: ["size"] });
    expect(partial.cells.map(([key]) => key)).toEqual(["size", "name", "type"]);
  });

  it("show at most 12 fields without buttons and 11 with them", () => {
    expect([MAX_DISPLAY_FIELDS, MAX_DISPLAY_FIELDS_WITH_BUTTONS]).toEqual([12, 11]);
    const noButtons = { recordClientId: "claimTransactions_bbbbbbbb", allowDelete: false, allowEdit: false };
    expect(displayRow(wide(12), noButtons).cells).toHaveLength(12);
    expect(thrownBy(() => displayRow(wide(13), noButtons))).toMatchObject({
      reason: "maxDisplayFieldsExceeded",
      message: "Max number of display fields, 12, exceeded."
    });
    expect(displayRow(wide(11), { recordClientId: "claimTransactions_bbbbbbbb" }).cells).toHaveLength(11);
    expect(thrownBy(() => displayRow(wide(12), { recordClientId: "claimTransactions_bbbbbbbb" }))).toMatchObject({
      message: "Max number of display fields, 11, exceeded."
    });
    expect(() => displayRow(wide(12), { recordClientId: "claimTransactions_bbbbbbbb", allowDelete: false, allowEdit: true })).toThrow(
      "Max number of display fields, 11, exceeded."
    );
  });

  it.each([null, undefined, ""])("need a record id (%j)", (recordClientId) => {
    expect(thrownBy(() => displayRow(set, { recordClientId }))).toMatchObject({
      reason: "recordClientIdRequired",
      message: "recordClientId is required."
    });
  });

  it("need a known record", () => {
    expect(() => displayRow(set, { recordClientId: "documentContexts_zzzzzzzz" })).toThrow(
      "No formModel found with the clientId documentContexts_zzzzzzzz"
    );
  });
});
