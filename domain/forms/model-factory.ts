// Builds form models from the server configuration: every field null, metadata values camel-cased
// (dtoMapping kept as sent), and the saved set of start-up without record templates or claim transactions.
import { ConfigurationError } from "../errors/configuration-error.ts";
import { camelCase } from "./camel-case.ts";
import { newClientId, type RandomCharacters } from "./client-id.ts";
import { type DtoMapping, isDtoMapping, isRecordTemplate } from "./dto-mapping.ts";
import type { FieldValue } from "./field-value.ts";
import type { FormModel, ModelMetadata } from "./form-model.ts";
import type { ModelConfigItem } from "./model-config.schema.ts";
import { DTO_MAPPING_MISSING } from "./model-config.schema.ts";

export const modelMetadata = (metadata: Readonly<Record<string, string>>): ModelMetadata => {
  const dtoMapping = metadata["dtoMapping"];
  if (dtoMapping === undefined || !isDtoMapping(dtoMapping)) {
    throw new ConfigurationError("dtoMappingMissing", DTO_MAPPING_MISSING);
  }
  const others = Object.entries(metadata).filter(([key]) => key !== "dtoMapping");
  return { ...Object.fromEntries(others.map(([key, value]) => [key, camelCase(value)])), dtoMapping };
};

export const createModel = (item: ModelConfigItem, randomCharacters: RandomCharacters): FormModel => {
  const metadata = modelMetadata(item.metadata);
  const fields: Record<string, FieldValue> = {};
  for (const field of item.fields) fields[field.key] = null;
  return {
    clientId: newClientId(`${metadata.dtoMapping}_`, randomCharacters),
    id: null,
    metadata,
    metadataHash: item.metadataHash,
    fields,
    fieldStates: {}
  };
};

export const buildSavedModels = (
  config: readonly ModelConfigItem[],
  randomCharacters: RandomCharacters
): readonly FormModel[] =>
  config
    .map((item) => createModel(item, randomCharacters))
    .filter((model) => !isRecordTemplate(model.metadata.dtoMapping));

/** The configuration item that models of this kind are made from (record templates included). */
export const configFor = (config: readonly ModelConfigItem[], dtoMapping: DtoMapping): ModelConfigItem | undefined =>
  config.find((item) => item.metadata.dtoMapping === dtoMapping);
