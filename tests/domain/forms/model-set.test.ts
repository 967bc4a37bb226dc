import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { findModel, modelSet, modelsOfKind, replaceModel, requireLoaded } from "../../../domain/forms/model-set.ts";
import { formModel } from "../../support/form-model-fixture.ts";
import { thrownBy } from "../../support/thrown-by.ts";

const claimant = formModel("claimantInfo_aaaaaaaa", "claimantInfo", { firstName: "Ada" });
const draft = formModel("DocumentContexts_bbbbbbbb", "DocumentContexts", { file: null });
const set = modelSet([claimant], [draft]);

describe("the model set", () => {
  it("refuses access before the models are loaded", () => {
    expect(thrownBy(() => requireLoaded(null))).toMatchObject({
      name: "ConfigurationError",
      reason: "modelsNotLoaded",
      message: "Form models were accessed before being loaded."
    });
    expect(requireLoaded(set)).toBe(set);
  });

  it("refuses two models with the same clientId", () => {
    const twin = formModel(claimant.clientId, "claimDetails", { units: 1 });
    expect(thrownBy(() => modelSet([claimant], [twin]))).toMatchObject({
      reason: "duplicateClientId",
      message: "Multiple formModels found with the clientId claimantInfo_aaaaaaaa"
    });
  });

  it("finds saved models and drafts by clientId", () => {
    expect(findModel(set, claimant.clientId)).toBe(claimant);
    expect(findModel(set, draft.clientId)).toBe(draft);
  });

  it("says 'No formModel found with the clientId ...' for an unknown id", () => {
    const error = thrownBy(() => findModel(set, "claimantInfo_zzzzzzzz"));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toMatchObject({ reason: "formModelNotFound", message: "No formModel found with the clientId claimantInfo_zzzzzzzz" });
  });

  it.each([null, undefined, "", "   "])("refuses a missing client id (%j)", (clientId) => {
    expect(thrownBy(() => findModel(set, clientId))).toMatchObject({ reason: "clientIdMissing" });
  });

  it("lists the saved models of a kind", () => {
    expect(modelsOfKind(set, "claimantInfo")).toEqual([claimant]);
    expect(modelsOfKind(set, "DocumentContexts")).toEqual([]);
  });

  it("replaces a model where it stands and refuses one not in the set", () => {
    const renamed = { ...claimant, fields: { firstName: "Grace" } };
    expect(replaceModel(set, renamed)).toEqual({ saved: [renamed], drafts: [draft] });
    const changedDraft = { ...draft, fields: { file: [] } };
    expect(replaceModel(set, changedDraft).drafts).toEqual([changedDraft]);
    expect(() => replaceModel(set, formModel("signature_cccccccc", "signature", { signature: null }))).toThrow(
      "No formModel found with the clientId signature_cccccccc"
    );
  });
});
