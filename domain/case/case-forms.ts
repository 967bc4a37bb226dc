// forms/<form-type-segment>.json: each offered form type's model configuration, decoded with the site's own
// decodeModelConfig (plus a strict pass for misspelt keys), stamped with its formType and merged into one
// list whose metadataHash values are unique. A form type without a file is not offered.
import { Result } from "effect";
import type { ModelConfigProblem } from "../forms/model-config-error.ts";
import { ModelConfig, type ModelConfigItem, decodeModelConfig } from "../forms/model-config.schema.ts";
import { camelCase } from "../forms/camel-case.ts";
import { FORM_TYPES, FORM_TYPE_SEGMENTS, type FormType } from "../navigation/form-type.ts";
import type { CaseProblem } from "./case-error.ts";
import { decodeCaseFile } from "./case-decode.ts";
import { type Checked, checked, filesIn, readCaseJson } from "./case-files.ts";
import type { CaseReader } from "./case-reader.ts";
import { unknownBlockProblem } from "./unknown-block.ts";

export const FORMS_DIR = "forms";

export const formFile = (formType: FormType): string => `${FORMS_DIR}/${FORM_TYPE_SEGMENTS[formType]}.json`;

/** One configuration item and where it came from, so later checks can name its file and position. */
export interface PlacedItem {
  readonly file: string;
  readonly index: number;
  readonly formType: FormType;
  readonly item: ModelConfigItem;
}

const fieldIndex = (input: unknown, item: number, field: string): string => {
  const numbered = /^#(\d+)$/.exec(field);
  if (numbered?.[1] !== undefined) return numbered[1];
  const fields = Array.isArray(input) ? (input[item] as { fields?: unknown } | undefined)?.fields : undefined;
  const index = Array.isArray(fields) ? fields.findIndex((entry: unknown) => (entry as { key?: unknown } | null)?.key === field) : -1;
  return index < 0 ? "?" : String(index);
};

const join = (base: string, rest: string): string => {
  if (rest === "") return base;
  return rest.startsWith("[") || base === "" ? `${base}${rest}` : `${base}.${rest}`;
};

/** The problem's wording, with an unknown block's kind named rather than every kind Effect expected. */
const wording = (input: unknown, found: ModelConfigProblem): string => {
  const block = /^blocks\[(\d+)\]$/.exec(found.path)?.[1];
  if (found.field !== null) return `field "${found.field}": ${found.problem}`;
  if (block === undefined || !Array.isArray(input)) return found.problem;
  const blocks = (input[found.item] as { blocks?: unknown } | undefined)?.blocks;
  return (Array.isArray(blocks) ? unknownBlockProblem(blocks[Number(block)]) : null) ?? found.problem;
};

/** A problem of decodeModelConfig (item position, field key, path within) as a path in the file. */
const fromModelConfigProblem = (file: string, input: unknown, found: ModelConfigProblem): CaseProblem => {
  if (found.item < 0) return { file, path: found.path, problem: found.problem };
  const base = found.field === null ? `[${found.item}]` : `[${found.item}].fields[${fieldIndex(input, found.item, found.field)}]`;
  return { file, path: join(base, found.path), problem: wording(input, found) };
};

/** The file's formType, whatever the items said; an item naming another form type is a mistake, not an override. */
const stamp = (file: string, formType: FormType, items: readonly ModelConfigItem[]): Checked<readonly PlacedItem[]> => {
  const problems = items.flatMap((item, index) => {
    const declared = item.metadata["formType"];
    return declared === undefined || camelCase(declared) === camelCase(formType)
      ? []
      : [{ file, path: `[${index}].metadata.formType`, problem: `says "${declared}" but the file holds the ${formType} form` }];
  });
  if (problems.length > 0) return checked<readonly PlacedItem[]>(null, problems);
  const stamped = (item: ModelConfigItem): ModelConfigItem => ({
    metadataHash: item.metadataHash,
    metadata: { ...item.metadata, formType },
    fields: item.fields,
    ...(item.blocks === undefined ? {} : { blocks: item.blocks })
  });
  return checked(items.map((item, index) => ({ file, index, formType, item: stamped(item) })));
};

const loadFormFile = async (reader: CaseReader, formType: FormType): Promise<Checked<readonly PlacedItem[]>> => {
  const file = formFile(formType);
  const json = await readCaseJson(reader, file);
  if (json.value === null) return checked<readonly PlacedItem[]>(null, json.problems);
  const input = json.value;
  const decoded = decodeModelConfig(input);
  if (Result.isFailure(decoded)) {
    return checked<readonly PlacedItem[]>(null, decoded.failure.problems.map((found) => fromModelConfigProblem(file, input, found)));
  }
  // decodeModelConfig ignores keys it does not know; a misspelt "validation" would silently drop every rule.
  const strict = decodeCaseFile(ModelConfig, file, input);
  if (strict.value === null) return checked<readonly PlacedItem[]>(null, strict.problems);
  return stamp(file, formType, decoded.success);
};

const KNOWN_FILES = new Set(FORM_TYPES.map((formType) => formFile(formType).slice(FORMS_DIR.length + 1)));

const unknownFileProblems = (names: readonly string[]): readonly CaseProblem[] =>
  names
    .filter((name) => !KNOWN_FILES.has(name))
    .map((name) => ({
      file: `${FORMS_DIR}/${name}`,
      path: "",
      problem: `names no form type; the form files are ${[...KNOWN_FILES].join(", ")}`
    }));

const duplicateHashProblems = (placed: readonly PlacedItem[]): readonly CaseProblem[] => {
  const first = new Map<string, PlacedItem>();
  return placed.flatMap((entry) => {
    const earlier = first.get(entry.item.metadataHash);
    if (earlier === undefined) {
      first.set(entry.item.metadataHash, entry);
      return [];
    }
    const problem =
      `metadataHash "${entry.item.metadataHash}" is already used by ${earlier.file} [${earlier.index}]; ` +
      "it must be unique across all forms";
    return [{ file: entry.file, path: `[${entry.index}].metadataHash`, problem }];
  });
};

export interface LoadedForms {
  /** The form types that have a forms file, whether or not it decoded. */
  readonly offered: readonly FormType[];
  /** The items of every file that decoded, in form-type order (Standard, Lookup, Automotive, DocumentsUpload), each in file order. */
  readonly placed: readonly PlacedItem[];
}

/** Always the files that did decode, so later checks still find their problems next to the ones found here. */
export const loadForms = async (reader: CaseReader): Promise<Checked<LoadedForms>> => {
  const offered: FormType[] = [];
  for (const formType of FORM_TYPES) if (await reader.fileExists(formFile(formType))) offered.push(formType);
  const unknown = unknownFileProblems(await filesIn(reader, FORMS_DIR));
  const files = await Promise.all(offered.map((formType) => loadFormFile(reader, formType)));
  const placed = files.flatMap((loaded) => loaded.value ?? []);
  const none =
    offered.length === 0
      ? [{ file: FORMS_DIR, path: "", problem: `no form is offered: give at least one of ${FORM_TYPES.map(formFile).join(", ")}` }]
      : [];
  const problems = [...none, ...unknown, ...files.flatMap((loaded) => loaded.problems), ...duplicateHashProblems(placed)];
  return checked({ offered, placed }, problems);
};
