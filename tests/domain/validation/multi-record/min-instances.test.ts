import { describe, expect, it } from "vitest";
import type { ModelSet } from "../../../../domain/forms/form-model.ts";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { DEFAULT_MIN_INSTANCES, checkMinInstances } from "../../../../domain/validation/multi-record/min-instances.ts";
import { makeModel } from "./model-fixture.ts";

const path = ["transactions"];
const row = (clientId: string) => makeModel(clientId, { amount: "1" }, { dtoMapping: "claimTransactions" });
const models: ModelSet = { saved: [row("r1")], drafts: [] };

describe("checkMinInstances", () => {
  it("requires no record by default", () => {
    expect(DEFAULT_MIN_INSTANCES).toBe(0);
    expect(checkMinInstances({ path, saved: [], models })).toBeNull();
  });

  it("reports too few saved records with the minimum and the count", () => {
    expect(checkMinInstances({ path, saved: [row("r1")], models, minimum: 2 })).toEqual({
      path,
      code: "minInstances",
      params: { min: 2, count: 1 }
    });
  });

  it("accepts exactly the minimum", () => {
    expect(checkMinInstances({ path, saved: [row("r1"), row("r2")], models, minimum: 2 })).toBeNull();
  });

  it("computes the minimum from the models", () => {
    const perClaimant = (set: ModelSet) => set.saved.length + 1;
    expect(checkMinInstances({ path, saved: [row("r1")], models, minimum: perClaimant })?.params.min).toBe(2);
    expect(checkMinInstances({ path, saved: [row("r1"), row("r2")], models, minimum: perClaimant })).toBeNull();
  });

  it("carries an overriding template key", () => {
    const found = checkMinInstances({ path, saved: [], models, minimum: 1, templateKey: "LocKey_Custom" });
    expect(found?.params).toEqual({ min: 1, count: 0, messageKey: "LocKey_Custom" });
  });

  it("refuses a negative, fractional or non-numeric minimum", () => {
    expect(() => checkMinInstances({ path, saved: [], models, minimum: -1 })).toThrow(ConfigurationError);
    expect(() => checkMinInstances({ path, saved: [], models, minimum: () => 1.5 })).toThrow(/non-negative whole number/);
    expect(() => checkMinInstances({ path, saved: [], models, minimum: () => Number.NaN })).toThrow(ConfigurationError);
  });
});
