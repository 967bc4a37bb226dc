// What a model configuration must also be to serve a claim, beyond decoding: every field's rules compile,
// every mask exists, dependencies are usable, every model sits on a page of its form, each form has one
// credentials model on its start page and at most one model per single dtoMapping, and a userConfirmsNone
// rule names a record list of its form. Found at load, not by a claimant.
import { conditionPattern } from "../dependencies/condition-check.ts";
import { ConfigurationError } from "../errors/configuration-error.ts";
import { isRecordTemplate, SINGLE_MODEL_MAPPINGS } from "../forms/dto-mapping.ts";
import type { FieldConfig } from "../forms/field-config.schema.ts";
import { modelMetadata } from "../forms/model-factory.ts";
import { START_PAGE, isOnPage, pageKey } from "../forms/page-models.ts";
import { resolveMask } from "../masks/mask-registry.ts";
import { FORM_TYPES, type FormType } from "../navigation/form-type.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../navigation/navigation-sequences.ts";
import { requirePatternEngine } from "../validation/linear-pattern.ts";
import { compileValidation } from "../validation/rule-registry.ts";
import { datePickerRule } from "../validation/rules/date-picker-choice.ts";
import { checkDateListModel } from "../validation/rules/date-list-choice.ts";
import { USER_CONFIRMS_NONE } from "../validation/rules/user-confirms-none.ts";
import type { CaseProblem } from "./case-error.ts";
import type { PlacedItem } from "./case-forms.ts";


/** Runs a domain check and turns its ConfigurationError into a problem; anything else is a bug and propagates. */
const attempt = (run: () => unknown, problemAt: (message: string) => CaseProblem): readonly CaseProblem[] => {
  try {
    run();
    return [];
  } catch (error) {
    if (error instanceof ConfigurationError) return [problemAt(error.message)];
    throw error;
  }
};

const fieldProblems = (entry: PlacedItem, field: FieldConfig, index: number): readonly CaseProblem[] => {
  const base = `[${entry.index}].fields[${index}]`;
  const at = (path: string) => (message: string) => ({ file: entry.file, path: `${base}${path}`, problem: message });
  const conditions = field.dependencies?.conditions ?? [];
  return [
    ...(field.validations ?? []).flatMap((config, position) => attempt(() => compileValidation(config, field), at(`.validations[${position}]`))),
    ...attempt(() => resolveMask(field.maskName), at(".maskName")),
    ...attempt(() => datePickerRule(field), at(".datePicker")),
    ...attempt(() => {
      checkDateListModel(field);
    }, at("")),
    ...(field.control === "file" && field.dependencies !== undefined
      ? [at(".dependencies")(`field "${field.key}": dependencies on a file field are unsupported`)]
      : []),
    ...conditions.flatMap((condition, position) => [
      ...attempt(() => resolveMask(condition.maskName), at(`.dependencies.conditions[${position}].maskName`)),
      ...attempt(() => {
        // Conditions compile their pattern only when evaluated; a bad one is found here instead.
        if (condition.matches !== undefined) conditionPattern(condition.matches, field.key);
      }, at(`.dependencies.conditions[${position}].matches`))
    ])
  ];
};

/** A record template's list settings must be readable: required "true"/"false", minRecords a whole number. */
const templateProblems = (entry: PlacedItem): readonly CaseProblem[] => {
  if (!isRecordTemplate(entry.item.metadata.dtoMapping)) return [];
  const metadata = modelMetadata(entry.item.metadata);
  const at = (key: string, problem: string): CaseProblem => ({ file: entry.file, path: `[${entry.index}].metadata.${key}`, problem });
  const required = metadata["required"];
  const minRecords = metadata["minRecords"];
  return [
    ...(required === undefined || required === "true" || required === "false"
      ? []
      : [at("required", `must be "true" or "false", got "${required}"`)]),
    ...(minRecords === undefined || /^\d+$/.test(minRecords) ? [] : [at("minRecords", `must be a whole number, got "${minRecords}"`)])
  ];
};

/** The page keys of a form, as page-models.ts derives them from the navigation sequence. */
const pagesOf = (formType: FormType, standardWithOptionalPages: boolean): readonly string[] => {
  const nodes = sequenceFor(DEFAULT_SEQUENCES, formType, { standardWithOptionalPages });
  const first = nodes[0]?.path ?? "";
  return nodes.map((node) => pageKey(node.path, first));
};

const pageProblems = (entry: PlacedItem, pages: readonly string[]): readonly CaseProblem[] => {
  const metadata = modelMetadata(entry.item.metadata);
  if (pages.some((page) => isOnPage(metadata, entry.formType, page))) return [];
  const declared = entry.item.metadata["page"];
  const problem =
    declared === undefined
      ? `names no page (metadata "page"), so no page of the ${entry.formType} form would show it; pages: ${pages.join(", ")}`
      : `"${declared}" is not a page of the ${entry.formType} form; pages: ${pages.join(", ")}`;
  return [{ file: entry.file, path: `[${entry.index}].metadata${declared === undefined ? "" : ".page"}`, problem }];
};

/** The submission takes one model of each single kind: a second would make every claim of the form unsendable. */
const formProblems = (formType: FormType, entries: readonly PlacedItem[]): readonly CaseProblem[] => {
  const problems: CaseProblem[] = [];
  const seen = new Map<string, PlacedItem>();
  for (const entry of entries) {
    const kind = entry.item.metadata.dtoMapping;
    if (!SINGLE_MODEL_MAPPINGS.includes(kind)) continue;
    const earlier = seen.get(kind);
    if (earlier === undefined) seen.set(kind, entry);
    else {
      const problem = `a second ${kind} model (the first is [${earlier.index}]); a claim holds one`;
      problems.push({ file: entry.file, path: `[${entry.index}].metadata.dtoMapping`, problem });
    }
  }
  const credentials = seen.get("credentials");
  const file = entries[0]?.file;
  if (file !== undefined && (credentials === undefined || !isOnPage(modelMetadata(credentials.item.metadata), formType, START_PAGE))) {
    problems.push({ file, path: "", problem: `no credentials model on the start page, so nobody could authorize for the ${formType} form` });
  }
  return problems;
};

/** A userConfirmsNone rule names a record list of its own form by the template's metadataHash; any other name would require the confirmation always. */
const confirmsNoneProblems = (formType: FormType, entries: readonly PlacedItem[]): readonly CaseProblem[] => {
  const lists = entries.filter((entry) => isRecordTemplate(entry.item.metadata.dtoMapping)).map((entry) => entry.item.metadataHash);
  return entries.flatMap((entry) =>
    entry.item.fields.flatMap((field, index) =>
      (field.validations ?? []).flatMap((config, position) => {
        const list = config.params?.["list"];
        if (config.type !== USER_CONFIRMS_NONE || typeof list !== "string" || lists.includes(list)) return [];
        const problem = `"${list}" is no record list of the ${formType} form; its lists (record templates' metadataHash): ${lists.join(", ") || "none"}`;
        return [{ file: entry.file, path: `[${entry.index}].fields[${index}].validations[${position}].params.list`, problem }];
      })
    )
  );
};

/** Every pattern is judged here, so the pattern engine must be loaded (a loader that forgot it fails loudly). */
export const modelConfigProblems = (placed: readonly PlacedItem[], standardWithOptionalPages: boolean): readonly CaseProblem[] => {
  requirePatternEngine();
  return FORM_TYPES.flatMap((formType) => {
    const entries = placed.filter((entry) => entry.formType === formType);
    if (entries.length === 0) return [];
    const pages = pagesOf(formType, standardWithOptionalPages);
    return [
      ...entries.flatMap((entry) => [
        ...entry.item.fields.flatMap((field, index) => fieldProblems(entry, field, index)),
        ...templateProblems(entry),
        ...pageProblems(entry, pages)
      ]),
      ...formProblems(formType, entries),
      ...confirmsNoneProblems(formType, entries)
    ];
  });
};
