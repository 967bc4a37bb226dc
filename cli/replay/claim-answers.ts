// Matches a claim file's answers and records to the form's models and record templates, by dtoMapping
// (case-insensitive; answers under a kind several models share go to the model that has each field) or
// metadataHash, and checks every field key, so a misnamed model or field is said before anything is filled
// in rather than silently never typed. It works on the forms' configuration alone (the case's, or the one
// the API serves), so a claim file can be checked before any request.
import { configOfForm } from "../../domain/forms/form-config.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { suggestion } from "../../domain/case/name-suggestion.ts";
import type { AnswerValue, ClaimFile, RecordAnswers } from "./claim-file.schema.ts";

export interface Identity {
  readonly metadataHash: string;
  readonly dtoMapping: string;
}

/** Something in a claim file that does not fit the forms: where (its JSON path) and what. */
export interface ClaimFileFinding {
  readonly path: string;
  readonly problem: string;
}

/** A claim file names a model by its metadataHash, or by its dtoMapping in any casing. */
export const names = (key: string, identity: Identity): boolean =>
  key === identity.metadataHash || key.toLowerCase() === identity.dtoMapping.toLowerCase();

export type Answers = readonly (readonly [string, AnswerValue])[];

export interface ClaimAnswers {
  /** The answers for a saved model of the form, in the claim file's order. */
  readonly forModel: (model: FormModel) => Answers;
  readonly forList: (template: ModelConfigItem) => readonly RecordAnswers[];
}

export const identityOf = (item: { readonly metadataHash: string; readonly metadata: { readonly dtoMapping: string } }): Identity => ({
  metadataHash: item.metadataHash,
  dtoMapping: item.metadata.dtoMapping
});

/** Each answer of the claim file with the model (or list) it is for and its path in the file. */
export interface PlacedAnswers {
  readonly item: ModelConfigItem;
  readonly path: string;
  readonly answers: Readonly<Record<string, AnswerValue>>;
}

const unknownFields = (placed: PlacedAnswers): readonly ClaimFileFinding[] => {
  const keys = placed.item.fields.map((field) => field.key);
  return Object.keys(placed.answers)
    .filter((key) => !keys.includes(key))
    .map((key) => ({ path: `${placed.path}.${key}`, problem: `${placed.item.metadata.dtoMapping} has no field "${key}"${suggestion(key, keys)} (fields: ${keys.join(", ")})` }));
};

/** The models a key names: one by its metadataHash, or every model of a dtoMapping. */
const modelsNamed = (key: string, models: readonly ModelConfigItem[]): readonly ModelConfigItem[] =>
  models.filter((candidate) => names(key, identityOf(candidate)));

/**
 * The answers under a dtoMapping several models share (a prepopulatedData model on each of two pages), each
 * placed with the one model that has its field; a field none has, or more than one has, is a finding.
 */
const spreadAnswers = (
  key: string,
  path: string,
  fields: Readonly<Record<string, AnswerValue>>,
  named: readonly ModelConfigItem[]
): { readonly placed: readonly PlacedAnswers[]; readonly findings: readonly ClaimFileFinding[] } => {
  const byModel = new Map<ModelConfigItem, Record<string, AnswerValue>>();
  const findings: ClaimFileFinding[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const owners = named.filter((item) => item.fields.some((candidate) => candidate.key === field));
    const [owner] = owners;
    if (owner === undefined) {
      const keys = named.flatMap((item) => item.fields.map((candidate) => candidate.key));
      findings.push({ path: `${path}.${field}`, problem: `no ${key} model has a field "${field}"${suggestion(field, keys)} (fields: ${keys.join(", ")})` });
    } else if (owners.length > 1) {
      const hashes = owners.map((item) => item.metadataHash).join(", ");
      findings.push({ path: `${path}.${field}`, problem: `"${field}" is a field of several ${key} models (${hashes}): name the model by its metadataHash` });
    } else byModel.set(owner, { ...byModel.get(owner), [field]: value });
  }
  return { placed: [...byModel].map(([item, answers]) => ({ item, path, answers })), findings };
};

export interface MatchedAnswers {
  readonly answers: ClaimAnswers;
  /** Every model's and record's answers matched to its configuration, for the value checks. */
  readonly placed: readonly PlacedAnswers[];
  readonly findings: readonly ClaimFileFinding[];
}

/** The claim's answers matched to the form's configuration, or what in the claim file fits no model, list or field. */
export const matchAnswers = (claim: ClaimFile, config: readonly ModelConfigItem[], formType: FormType): MatchedAnswers => {
  const { models, templates } = configOfForm(config, formType);
  const given: readonly (readonly [string, Readonly<Record<string, AnswerValue>>, string])[] = [
    ["credentials", claim.credentials, "credentials"],
    ...Object.entries(claim.answers ?? {}).map(([key, fields]) => [key, fields, `answers.${key}`] as const)
  ];
  const findings: ClaimFileFinding[] = [];
  const placed: PlacedAnswers[] = [];
  for (const [key, fields, path] of given) {
    const named = modelsNamed(key, models);
    const [model] = named;
    if (model === undefined) {
      const known = models.map((candidate) => candidate.metadata.dtoMapping);
      findings.push({ path, problem: `the ${formType} form has no model "${key}"${suggestion(key, known)} (models: ${known.join(", ")})` });
      continue;
    }
    if (named.length === 1) placed.push({ item: model, path, answers: fields });
    else {
      const split = spreadAnswers(key, path, fields, named);
      placed.push(...split.placed);
      findings.push(...split.findings);
    }
  }
  for (const [key, records] of Object.entries(claim.records ?? {})) {
    const template = templates.find((candidate) => names(key, identityOf(candidate)));
    if (template === undefined) {
      const known = templates.map((candidate) => candidate.metadata.dtoMapping);
      findings.push({ path: `records.${key}`, problem: `the ${formType} form has no record list "${key}"${suggestion(key, known)} (lists: ${known.join(", ") || "none"})` });
      continue;
    }
    records.forEach((record, index) => {
      placed.push({ item: template, path: `records.${key}[${String(index)}].answers`, answers: record.answers ?? {} });
      if (record.file !== undefined && !template.fields.some((field) => field.control === "file")) {
        findings.push({ path: `records.${key}[${String(index)}].file`, problem: `the list ${template.metadata.dtoMapping} takes no files` });
      }
    });
  }
  for (const answers of placed) findings.push(...unknownFields(answers));
  const answers: ClaimAnswers = {
    forModel: (model) =>
      given
        .filter(([key]) => names(key, identityOf(model)))
        .flatMap(([key, fields]) => {
          const entries = Object.entries(fields);
          if (modelsNamed(key, models).length < 2) return entries;
          // A kind several models share: this model takes the answers to its own fields.
          const own = models.find((candidate) => candidate.metadataHash === model.metadataHash)?.fields.map((field) => field.key) ?? [];
          return entries.filter(([field]) => own.includes(field));
        }),
    forList: (template) =>
      Object.entries(claim.records ?? {})
        .filter(([key]) => names(key, identityOf(template)))
        .flatMap(([, records]) => records)
  };
  return { answers, placed, findings };
};
