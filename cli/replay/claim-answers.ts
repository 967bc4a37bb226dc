// Matches a claim file's answers and records to the form's models and record templates, by dtoMapping
// (case-insensitive) or metadataHash, and checks every field key, so a misnamed model or field is said before
// anything is filled in rather than silently never typed.
import type { ClaimState } from "../../application/session/claim-state.ts";
import { camelCase } from "../../domain/forms/camel-case.ts";
import { isRecordTemplate } from "../../domain/forms/dto-mapping.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { modelMetadata } from "../../domain/forms/model-factory.ts";
import { modelsOfForm } from "../../domain/forms/page-models.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { AnswerValue, ClaimFile, RecordAnswers } from "./claim-file.schema.ts";

export interface Identity {
  readonly metadataHash: string;
  readonly dtoMapping: string;
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

const templatesOf = (state: ClaimState, formType: FormType): readonly ModelConfigItem[] =>
  (state.modelConfig ?? []).filter((item) => {
    if (!isRecordTemplate(item.metadata.dtoMapping)) return false;
    const served = modelMetadata(item.metadata)["formType"];
    return served === undefined || served === camelCase(formType);
  });

const identityOf = (item: { readonly metadataHash: string; readonly metadata: { readonly dtoMapping: string } }): Identity => ({
  metadataHash: item.metadataHash,
  dtoMapping: item.metadata.dtoMapping
});

const unknownFields = (path: string, answers: Readonly<Record<string, unknown>>, item: ModelConfigItem | undefined): readonly string[] => {
  const keys = new Set(item?.fields.map((field) => field.key) ?? []);
  return Object.keys(answers)
    .filter((key) => !keys.has(key))
    .map((key) => `at ${path}.${key}: ${item?.metadataHash ?? "the model"} has no field "${key}" (fields: ${[...keys].join(", ")})`);
};

/** The claim's answers matched to the form in the session, or what in the claim file fits no model or field. */
export const matchAnswers = (claim: ClaimFile, state: ClaimState, formType: FormType): { readonly answers: ClaimAnswers; readonly problems: readonly string[] } => {
  const config = state.modelConfig ?? [];
  const models = state.models === null ? [] : modelsOfForm(state.models, formType).saved;
  const templates = templatesOf(state, formType);
  const given: readonly (readonly [string, Readonly<Record<string, AnswerValue>>, string])[] = [
    ["credentials", claim.credentials, "credentials"],
    ...Object.entries(claim.answers ?? {}).map(([key, fields]) => [key, fields, `answers.${key}`] as const)
  ];
  const problems: string[] = [];
  for (const [key, fields, path] of given) {
    const model = models.find((candidate) => names(key, { metadataHash: candidate.metadataHash, dtoMapping: candidate.metadata.dtoMapping }));
    if (model === undefined) {
      const known = models.map((candidate) => candidate.metadata.dtoMapping).join(", ");
      problems.push(`at ${path}: the ${formType} form has no model "${key}" (models: ${known})`);
      continue;
    }
    problems.push(...unknownFields(path, fields, config.find((item) => item.metadataHash === model.metadataHash)));
  }
  for (const [key, records] of Object.entries(claim.records ?? {})) {
    const template = templates.find((candidate) => names(key, identityOf(candidate)));
    if (template === undefined) {
      const known = templates.map((candidate) => candidate.metadata.dtoMapping).join(", ") || "none";
      problems.push(`at records.${key}: the ${formType} form has no record list "${key}" (lists: ${known})`);
      continue;
    }
    records.forEach((record, index) => {
      problems.push(...unknownFields(`records.${key}[${index}].answers`, record.answers ?? {}, template));
      if (record.file !== undefined && !template.fields.some((field) => field.control === "file")) {
        problems.push(`at records.${key}[${index}].file: the list ${template.metadataHash} takes no files`);
      }
    });
  }
  const answers: ClaimAnswers = {
    forModel: (model) =>
      given
        .filter(([key]) => names(key, { metadataHash: model.metadataHash, dtoMapping: model.metadata.dtoMapping }))
        .flatMap(([, fields]) => Object.entries(fields)),
    forList: (template) =>
      Object.entries(claim.records ?? {})
        .filter(([key]) => names(key, identityOf(template)))
        .flatMap(([, records]) => records)
  };
  return { answers, problems };
};
