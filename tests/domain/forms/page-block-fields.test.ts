// Which fields each field block draws and at what width, and the page's order of an item's fields: the
// blocks' order (or the configuration's without blocks), which the error summary and the claim summary follow.
import { describe, expect, it } from "vitest";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { blockFields, fieldsInPageOrder } from "../../../domain/forms/page-block-fields.ts";
import { validatePage } from "../../../domain/validation/page-validation.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const ADDRESS_AND_NAME = [
  "mailingCountry",
  "mailingPostalCodeNonUS",
  "lastName",
  "mailingStreetLine1",
  "firstName",
  "middleInitial",
  "mailingPostalCode",
  "mailingCity",
  "email"
];

describe("field blocks", () => {
  it("draws a fields block's keys in its order, each at its columns or the whole row", () => {
    expect(blockFields({ block: "fields", keys: ["email", "firstName"], columns: { email: 6 } }, ADDRESS_AND_NAME)).toEqual([
      { key: "email", span: 6 },
      { key: "firstName", span: 12 }
    ]);
  });

  it("draws the name input at its style's widths, and only the name fields the style takes", () => {
    expect(blockFields({ block: "nameInput", style: "firstMiddleInitialLast" }, ADDRESS_AND_NAME)).toEqual([
      { key: "firstName", span: 5 },
      { key: "middleInitial", span: 2 },
      { key: "lastName", span: 5 }
    ]);
    expect(blockFields({ block: "nameInput", style: "firstLast" }, ADDRESS_AND_NAME)).toEqual([
      { key: "firstName", span: 6 },
      { key: "lastName", span: 6 }
    ]);
    expect(blockFields({ block: "nameInput", style: "default" }, ["lastName", "firstName"])).toEqual([
      { key: "firstName", span: 12 },
      { key: "lastName", span: 12 }
    ]);
  });

  it("draws the address in the order of spec section 3: the country after the US fields, before the non-US ones", () => {
    expect(blockFields({ block: "address", columns: 8 }, ADDRESS_AND_NAME)).toEqual(
      ["mailingStreetLine1", "mailingCity", "mailingPostalCode", "mailingCountry", "mailingPostalCodeNonUS"].map((key) => ({ key, span: 8 }))
    );
  });

  it("draws no field for a block of another kind", () => {
    expect(blockFields({ block: "copy", text: "LocKey_Intro" }, ADDRESS_AND_NAME)).toBeNull();
    expect(blockFields({ block: "records", list: "documents" }, ADDRESS_AND_NAME)).toBeNull();
  });
});

const item: ModelConfigItem = {
  metadataHash: "hash-claimant",
  metadata: { dtoMapping: "claimantInfo", page: "ClaimantInfo" },
  fields: [
    { key: "email", validations: [{ type: "required" }] },
    { key: "source", control: "hidden" },
    { key: "firstName", validations: [{ type: "required" }] },
    { key: "lastName", validations: [{ type: "required" }] }
  ],
  blocks: [
    { block: "nameInput", style: "firstLast" },
    { block: "copy", text: "LocKey_Contact" },
    { block: "fields", keys: ["email"] }
  ]
};

describe("the page's order of an item's fields", () => {
  it("follows the blocks, a field no block draws last; without blocks, the configuration", () => {
    expect(fieldsInPageOrder(item.fields, item.blocks).map((field) => field.key)).toEqual(["firstName", "lastName", "email", "source"]);
    expect(fieldsInPageOrder(item.fields, undefined).map((field) => field.key)).toEqual(["email", "source", "firstName", "lastName"]);
  });

  it("orders the page's issues as the page shows the fields, so the error summary reads as the page", () => {
    const claimant = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { email: null, source: null, firstName: null, lastName: null }, {
      metadata: { dtoMapping: "claimantInfo", page: "claimantInfo" },
      metadataHash: "hash-claimant"
    });
    const result = validatePage({ models: modelSet([claimant]), config: [item], formType: "Standard", page: "claimantInfo", now: 0, characterWhitelist: null });
    expect(result.issues.map((found) => found.path[1])).toEqual(["firstName", "lastName", "email"]);
  });
});
