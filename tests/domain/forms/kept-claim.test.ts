// The claim kept for the wallet login: what is kept (saved values and edit states, prepopulated data, the
// state sent), what cannot be (files, so a record holding one is dropped), and how it comes back over
// the fresh models of start-up against the configuration of the day.
import { describe, expect, it } from "vitest";
import type { FileEntry } from "../../../domain/forms/field-value.ts";
import { decodeKeptClaim, encodeKeptClaim, keptClaim, restoredModels } from "../../../domain/forms/kept-claim.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const item = (dtoMapping: string, keys: readonly string[]): ModelConfigItem => ({
  metadataHash: `hash-${dtoMapping}`,
  metadata: { dtoMapping: dtoMapping as ModelConfigItem["metadata"]["dtoMapping"] },
  fields: keys.map((key) => ({ key }))
});

const CONFIG = [
  item("claimantInfo", ["firstName", "lastName", "idCard"]),
  item("claimDetails", ["units"]),
  item("DocumentContexts", ["documentType", "documentFile"]),
  item("claimTransactions", ["amount"])
];

const file: FileEntry = { name: "id.pdf", size: 120, type: "application/pdf" };

const claimant = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { firstName: "Ada", lastName: "Lovelace", idCard: [file] }, {
  fieldStates: { firstName: { touched: true, everDirty: true } }
});
const details = formModel("claimDetails_bbbbbbbb", "claimDetails", { units: 3 });
const document = formModel("documentContexts_cccccccc", "documentContexts", { documentType: "receipt", documentFile: [file] }, { metadataHash: "hash-DocumentContexts" });
const transaction = formModel("claimTransactions_dddddddd", "claimTransactions", { amount: "12.50" });
const draft = formModel("claimTransactions_eeeeeeee", "claimTransactions", { amount: "1" });

const keep = () =>
  keptClaim({
    formType: "Standard",
    culture: "es",
    keptAt: 1_000,
    walletState: "S".repeat(32),
    models: modelSet([claimant, details, document, transaction], [draft]),
    prepopulated: { firstName: "Ada", photo: [file] },
    config: CONFIG
  });

describe("the kept claim", () => {
  it("keeps the saved models' values and edit states, without files, drafts or records holding a file", () => {
    const kept = keep();
    expect(kept.models.map((model) => model.clientId)).toEqual([claimant.clientId, details.clientId, transaction.clientId]);
    expect(kept.models[0]).toMatchObject({ fields: { firstName: "Ada", lastName: "Lovelace", idCard: null }, fieldStates: claimant.fieldStates });
    expect(kept.prepopulated).toEqual({ firstName: "Ada", photo: null });
  });

  it("reads back what it wrote, and nothing that is not a kept claim", () => {
    const kept = keep();
    expect(decodeKeptClaim(encodeKeptClaim(kept))).toEqual(kept);
    expect(decodeKeptClaim("not json")).toBeNull();
    expect(decodeKeptClaim(JSON.stringify({ ...kept, formType: "Mortgage" }))).toBeNull();
    expect(decodeKeptClaim(JSON.stringify({ ...kept, models: [{ ...kept.models[0], fields: { firstName: { nested: 1 } } }] }))).toBeNull();
  });

  it("comes back over the fresh models in their order, records after, drafts gone", () => {
    const fresh = modelSet([formModel("claimantInfo_ffffffff", "claimantInfo", { firstName: null, lastName: null, idCard: null }), formModel("claimDetails_gggggggg", "claimDetails", { units: null })]);
    const restored = restoredModels(keep(), fresh, CONFIG);
    expect(restored.drafts).toEqual([]);
    expect(restored.saved.map((model) => model.clientId)).toEqual([claimant.clientId, details.clientId, transaction.clientId]);
    expect(restored.saved[0]).toEqual({ ...claimant, fields: { firstName: "Ada", lastName: "Lovelace", idCard: null } });
  });

  it("leaves out what the configuration of the day no longer has, and gives new fields no value", () => {
    const today = [item("claimantInfo", ["firstName", "middleName"]), item("claimDetails", ["units"])];
    const fresh = modelSet([formModel("claimantInfo_ffffffff", "claimantInfo", { firstName: null, middleName: null }), formModel("claimDetails_gggggggg", "claimDetails", { units: null })]);
    const restored = restoredModels(keep(), fresh, today);
    expect(restored.saved.map((model) => model.clientId)).toEqual([claimant.clientId, details.clientId]);
    expect(restored.saved[0]?.fields).toEqual({ firstName: "Ada", middleName: null });
    expect(restored.saved[0]?.fieldStates).toEqual({ firstName: { touched: true, everDirty: true } });
  });

  it("keeps a list of dates, and brings a value back empty where the field of the day takes the other shape", () => {
    const listed = formModel("claimDetails_hhhhhhhh", "claimDetails", { units: 3, visits: ["07/01/2024", "07/09/2024"], bought: ["07/01/2024"] });
    const withDates = [item("claimantInfo", ["firstName"]), { ...item("claimDetails", []), fields: [{ key: "units" }, { key: "visits", control: "date" as const, datePicker: { selection: "multiple" as const } }, { key: "bought", control: "date" as const }] }];
    const kept = keptClaim({ formType: "Standard", culture: "en", keptAt: 1, walletState: "S".repeat(32), models: modelSet([listed]), prepopulated: {}, config: withDates });
    expect(decodeKeptClaim(encodeKeptClaim(kept))).toEqual(kept);
    const fresh = modelSet([formModel("claimDetails_gggggggg", "claimDetails", { units: null, visits: null, bought: null })]);
    // "bought" now takes one date: the list kept for it comes back empty; "visits" keeps its days.
    expect(restoredModels(kept, fresh, withDates).saved[0]?.fields).toEqual({ units: 3, visits: ["07/01/2024", "07/09/2024"], bought: null });
    // A list of dates is never empty on the wire: none is null.
    expect(decodeKeptClaim(JSON.stringify({ ...kept, models: [{ ...kept.models[0], fields: { visits: [] } }] }))).toBeNull();
  });
});
