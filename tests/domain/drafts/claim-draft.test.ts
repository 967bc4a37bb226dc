// The draft a claimant's answers are saved as: the saved models' values and edit states without files or
// credentials (the PIN is never saved), the names of the documents to choose again, the page and culture;
// it reads back what it wrote and nothing else; it has answers only once something was typed or chosen.
import { describe, expect, it } from "vitest";
import { claimDraft, decodeClaimDraft, draftHasAnswers, encodeClaimDraft } from "../../../domain/drafts/claim-draft.ts";
import type { FileEntry } from "../../../domain/forms/field-value.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const item = (dtoMapping: string, keys: readonly string[]): ModelConfigItem => ({
  metadataHash: `hash-${dtoMapping}`,
  metadata: { dtoMapping: dtoMapping as ModelConfigItem["metadata"]["dtoMapping"] },
  fields: keys.map((key) => ({ key }))
});

const CONFIG = [item("credentials", ["noticeId", "pin"]), item("claimantInfo", ["firstName", "idCard"])];

const file: FileEntry = { name: "passport.pdf", size: 120, type: "application/pdf" };

const credentials = formModel("credentials_aaaaaaaa", "credentials", { noticeId: "NWD-1", pin: "205647" }, { fieldStates: { pin: { touched: true, everDirty: true } } });
const claimant = formModel("claimantInfo_bbbbbbbb", "claimantInfo", { firstName: "Ada", idCard: [file] }, { fieldStates: { firstName: { touched: true, everDirty: true } } });

const draftOf = (models = modelSet([credentials, claimant])) =>
  claimDraft({ formType: "Standard", page: "/standard/claim-details", culture: "es", savedAt: 5, models, prepopulated: { firstName: "Ada" }, config: CONFIG, writer: "tabwriter0000001" });

describe("a claim draft", () => {
  it("keeps the answers and their edit states, never the credentials, and lists the documents to choose again", () => {
    const draft = draftOf();
    expect(draft.models.map((model) => model.clientId)).toEqual([claimant.clientId]);
    expect(draft.models[0]).toMatchObject({ fields: { firstName: "Ada", idCard: null }, fieldStates: claimant.fieldStates });
    expect(encodeClaimDraft(draft)).not.toContain("205647");
    expect(draft.documentsToChooseAgain).toEqual(["passport.pdf"]);
    expect(draft).toMatchObject({ formType: "Standard", page: "/standard/claim-details", culture: "es", savedAt: 5, prepopulated: { firstName: "Ada" }, writer: "tabwriter0000001" });
  });

  it("reads back what it wrote, and nothing that is not a draft", () => {
    const draft = draftOf();
    expect(decodeClaimDraft(encodeClaimDraft(draft))).toEqual(draft);
    expect(decodeClaimDraft("{")).toBeNull();
    expect(decodeClaimDraft(JSON.stringify({ ...draft, formType: "Mortgage" }))).toBeNull();
    expect(decodeClaimDraft(JSON.stringify({ ...draft, documentsToChooseAgain: ["x".repeat(256)] }))).toBeNull();
    expect(decodeClaimDraft(JSON.stringify({ ...draft, writer: "x".repeat(17) }))).toBeNull();
    // A draft saved before drafts named their tab reads back without a writer.
    const { writer, ...unnamed } = draft;
    expect(writer).toBe("tabwriter0000001");
    expect(decodeClaimDraft(JSON.stringify(unnamed))).toEqual(unnamed);
  });

  it("has answers once a field was edited or a document chosen, not for models only prefilled", () => {
    expect(draftHasAnswers(draftOf())).toBe(true);
    const untouched = formModel("claimantInfo_cccccccc", "claimantInfo", { firstName: "Ada" });
    expect(draftHasAnswers(draftOf(modelSet([untouched])))).toBe(false);
  });
});
