import { describe, expect, it } from "vitest";
import { modelSet } from "../../../domain/forms/model-set.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { addDraft, deleteRecord, discardDraft, isRecord, saveDraft } from "../../../domain/forms/records.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const claimant = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { firstName: "Ada" });
const draft = formModel("DocumentContexts_bbbbbbbb", "DocumentContexts", { name: "receipt.pdf" });

describe("records", () => {
  it("adds a draft without touching the saved models", () => {
    const set = addDraft(modelSet([claimant]), draft);
    expect(set).toEqual({ saved: [claimant], drafts: [draft] });
    expect(() => addDraft(set, draft)).toThrow("Multiple formModels found with the clientId DocumentContexts_bbbbbbbb");
  });

  it("saves a document draft as a documentContexts record", () => {
    const set = saveDraft(modelSet([claimant], [draft]), draft.clientId);
    expect(set.drafts).toEqual([]);
    expect(set.saved).toHaveLength(2);
    expect(set.saved[1]).toMatchObject({ clientId: draft.clientId, metadata: { dtoMapping: "documentContexts" } });
  });

  it("keeps the kind of other drafts when saving them", () => {
    const transaction = formModel("claimTransactions_cccccccc", "claimTransactions", { amount: 3 });
    expect(saveDraft(modelSet([], [transaction]), transaction.clientId).saved[0]?.metadata.dtoMapping).toBe("claimTransactions");
  });

  it("only saves drafts", () => {
    expect(() => saveDraft(modelSet([claimant]), claimant.clientId)).toThrow(`No formModel found with the clientId ${claimant.clientId}`);
  });

  it("discards a draft and deletes a saved record", () => {
    const set = modelSet([claimant], [draft]);
    expect(discardDraft(set, draft.clientId)).toEqual({ saved: [claimant], drafts: [] });
    expect(deleteRecord(set, claimant.clientId)).toEqual({ saved: [], drafts: [draft] });
    expect(deleteRecord(set, draft.clientId)).toEqual({ saved: [claimant], drafts: [] });
    expect(() => discardDraft(set, "nope")).toThrow("No formModel found with the clientId nope");
    expect(() => deleteRecord(set, "nope")).toThrow("No formModel found with the clientId nope");
  });
});

describe("isRecord", () => {
  const item = (metadataHash: string, dtoMapping: ModelConfigItem["metadata"]["dtoMapping"]): ModelConfigItem => ({
    metadataHash,
    metadata: { dtoMapping },
    fields: [{ key: "name" }]
  });
  const config = [item("hash-claimantInfo", "claimantInfo"), item("hash-DocumentContexts", "DocumentContexts"), item("hash-documentContexts", "documentContexts")];

  it("knows a record by its template, also once saved as documentContexts", () => {
    const saved = saveDraft(modelSet([], [draft]), draft.clientId).saved[0]!;
    expect(isRecord(config, draft)).toBe(true);
    expect(isRecord(config, saved)).toBe(true);
  });

  it("does not count a model of its own (a documentContexts list item included) or one of no configuration", () => {
    expect(isRecord(config, claimant)).toBe(false);
    expect(isRecord(config, formModel("documentContexts_cccccccc", "documentContexts", {}))).toBe(false);
    expect(isRecord([], draft)).toBe(false);
  });
});
