// The server model configuration (spec section 3): a list of items, each with metadataHash, metadata
// holding dtoMapping, and its fields. decodeModelConfig checks all of it and names every problem.
import { Result, Schema } from "effect";
import { formatPath, schemaProblems } from "../schema/schema-problems.ts";
import { isDtoMapping } from "./dto-mapping.ts";
import { FieldConfig } from "./field-config.schema.ts";
import { ModelConfigError, type ModelConfigProblem } from "./model-config-error.ts";
import type { ModelMetadata } from "./form-model.ts";
import { PageBlocks } from "./page-blocks.schema.ts";

export const DTO_MAPPING_MISSING = "dtoMapping missing from remoteConfig metadata";

export const ModelConfigItem = Schema.Struct({
  metadataHash: Schema.String,
  metadata: Schema.Record(Schema.String, Schema.String),
  fields: Schema.Array(FieldConfig).check(Schema.isMinLength(1, { message: "an item needs at least one field" })),
  /** The model's part of its page, block by block; without it, its fields in order under the page's introduction. */
  blocks: Schema.optionalKey(PageBlocks)
});

export interface ModelConfigItem extends Omit<typeof ModelConfigItem.Type, "metadata"> {
  readonly metadata: ModelMetadata;
}

export const ModelConfig = Schema.Array(ModelConfigItem);

const decodeItems = Schema.decodeUnknownResult(ModelConfig);

const readAt = (input: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (typeof value === "object" && value !== null ? (value as Record<string | number, unknown>)[key] : undefined),
    input
  );

const dtoMappingOf = (input: unknown, item: number): string | null => {
  const value = readAt(input, [item, "metadata", "dtoMapping"]);
  return typeof value === "string" ? value : null;
};

const fieldKeyOf = (input: unknown, item: number, field: number): string | null => {
  const value = readAt(input, [item, "fields", field, "key"]);
  return typeof value === "string" ? value : null;
};

/** Turns a problem path like [2, "fields", 1, "label"] into a problem naming item and field. */
const locate = (input: unknown, path: readonly (string | number)[], problem: string): ModelConfigProblem => {
  const [item, section, field, ...rest] = path;
  if (typeof item !== "number") return { item: -1, dtoMapping: null, field: null, path: formatPath(path), problem };
  const inField = section === "fields" && typeof field === "number";
  return {
    item,
    dtoMapping: dtoMappingOf(input, item),
    field: inField ? (fieldKeyOf(input, item, field) ?? `#${field}`) : null,
    path: inField ? formatPath(rest) : formatPath(path.slice(1)),
    problem
  };
};

const semanticProblems = (items: typeof ModelConfig.Type): ModelConfigProblem[] =>
  items.flatMap((item, index) => {
    const dtoMapping = item.metadata["dtoMapping"];
    const problems: ModelConfigProblem[] = [];
    const at = (path: string, problem: string, field: string | null = null): ModelConfigProblem => ({
      item: index,
      dtoMapping: dtoMapping ?? null,
      field,
      path,
      problem
    });
    if (dtoMapping === undefined) problems.push(at("metadata", DTO_MAPPING_MISSING));
    else if (!isDtoMapping(dtoMapping)) problems.push(at("metadata.dtoMapping", `unknown dtoMapping "${dtoMapping}"`));
    const seen = new Set<string>();
    for (const field of item.fields) {
      if (seen.has(field.key)) problems.push(at("key", "the same field key appears twice in the item", field.key));
      seen.add(field.key);
    }
    return problems;
  });

export const decodeModelConfig = (input: unknown): Result.Result<readonly ModelConfigItem[], ModelConfigError> => {
  const decoded = decodeItems(input, { errors: "all" });
  if (Result.isFailure(decoded)) {
    const problems = schemaProblems(decoded.failure).map((problem) => locate(input, problem.path, problem.message));
    return Result.fail(new ModelConfigError({ problems }));
  }
  const problems = semanticProblems(decoded.success);
  if (problems.length > 0) return Result.fail(new ModelConfigError({ problems }));
  return Result.succeed(decoded.success as readonly ModelConfigItem[]);
};
