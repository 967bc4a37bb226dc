import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { buildSavedModels, configFor, createModel } from "../../../domain/forms/model-factory.ts";
import { decodeModelConfig, type ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { modelConfigFixture } from "../../support/model-config-fixture.ts";
import { seededCharacters } from "../../support/seeded-characters.ts";
import { thrownBy } from "../../support/thrown-by.ts";

const config = Result.getOrThrow(decodeModelConfig(modelConfigFixture()));

describe("createModel", () => {
  it("gives a prefixed client id, no id, every field null and no edit state", () => {
    const model = createModel(config[1]!, seededCharacters());
    expect(model.clientId).toBe("claimantInfo_00000001");
    expect(model.id).toBeNull();
    expect(model.metadataHash).toBe("h-claimant");
    expect(model.fields).toEqual({ firstName: null, mailingCountry: null, email: null, agree: null });
    expect(model.fieldStates).toEqual({});
  });

  it("camel-cases metadata values but keeps dtoMapping as sent", () => {
    expect(createModel(config[1]!, seededCharacters()).metadata).toEqual({
      dtoMapping: "claimantInfo",
      formSection: "claimantInformation"
    });
    expect(createModel(config[2]!, seededCharacters()).metadata).toEqual({ dtoMapping: "DocumentContexts" });
    expect(createModel(config[3]!, seededCharacters()).metadata["linkField"]).toBe("claimTransactionId");
  });

  it("throws 'dtoMapping missing from remoteConfig metadata' for an item that skipped decoding", () => {
    const item = { ...config[0]!, metadata: {} } as unknown as ModelConfigItem;
    const thrown = thrownBy(() => createModel(item, seededCharacters()));
    expect(thrown).toBeInstanceOf(ConfigurationError);
    expect(thrown).toMatchObject({ reason: "dtoMappingMissing", message: "dtoMapping missing from remoteConfig metadata" });
  });

  it("refuses an id source that does not give 8 letters or digits", () => {
    expect(() => createModel(config[0]!, () => "abc")).toThrow(ConfigurationError);
    expect(() => createModel(config[0]!, () => "abcd-fgh")).toThrow(/8 letters or digits/);
  });
});

describe("buildSavedModels", () => {
  it("leaves out DocumentContexts templates and claim transactions", () => {
    const models = buildSavedModels(config, seededCharacters());
    expect(models.map((m) => m.metadata.dtoMapping)).toEqual(["credentials", "claimantInfo", "signature"]);
  });

  it("gives every model its own client id", () => {
    const ids = buildSavedModels(config, seededCharacters()).map((m) => m.clientId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("configFor", () => {
  it("finds the item of a kind, record templates included", () => {
    expect(configFor(config, "DocumentContexts")?.metadataHash).toBe("h-documents");
    expect(configFor(config, "prepopulatedData")).toBeUndefined();
  });
});
