import { describe, expect, it } from "vitest";
import { conditionValue, dependencyValuesOf } from "../../../domain/dependencies/dependency-values.ts";
import type { DtoMapping } from "../../../domain/forms/dto-mapping.ts";
import type { Fields } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";

const model = (clientId: string, dtoMapping: DtoMapping, fields: Fields): FormModel => ({
  clientId,
  id: null,
  metadata: { dtoMapping },
  metadataHash: "hash",
  fields,
  fieldStates: {}
});

describe("the value a condition reads", () => {
  const values = {
    fields: { country: "US", empty: null },
    models: { claimantInfo: { state: "CA" } }
  };

  it("comes from the evaluated model when the condition names no model", () => {
    expect(conditionValue(values, { field: "country" })).toBe("US");
    expect(conditionValue(values, { field: "empty" })).toBeNull();
  });

  it("comes from the model with the named dtoMapping", () => {
    expect(conditionValue(values, { field: "state", model: "claimantInfo" })).toBe("CA");
  });

  it("is no value for a field or model that is not there, inherited object keys included", () => {
    expect(conditionValue(values, { field: "missing" })).toBeNull();
    expect(conditionValue(values, { field: "toString" })).toBeNull();
    expect(conditionValue(values, { field: "state", model: "signature" })).toBeNull();
    expect(conditionValue({ fields: {} }, { field: "state", model: "claimantInfo" })).toBeNull();
  });
});

describe("the values of a model and the saved models", () => {
  it("offers the saved single models by dtoMapping and leaves out the list models", () => {
    const editing = model("c1", "claimDetails", { amount: "10" });
    const values = dependencyValuesOf(editing, [
      model("c2", "claimantInfo", { country: "US" }),
      model("c3", "documentContexts", { name: "a.pdf" }),
      model("c4", "credentials", { pin: "1234" })
    ]);
    expect(values).toEqual({
      fields: { amount: "10" },
      models: { claimantInfo: { country: "US" }, credentials: { pin: "1234" } }
    });
  });
});
