// The claim's answers grouped by page, in the order the form passes its pages (the claim summary and the
// receipt): every field a page draws, less hidden controls, fields their dependencies hide, the credentials
// and file fields; documents are listed by name, a list of dates as one line. Labels stay localization keys:
// the caller translates them.
import { ADDRESS_KEYS, addressFieldShows } from "../address/address-fields.ts";
import { addressOptions } from "../address/address-options.ts";
import { isConfirmationPage } from "../deadlines/deadline-names.ts";
import { evaluateDependencies } from "../dependencies/dependency-evaluator.ts";
import { dependencyValuesOf } from "../dependencies/dependency-values.ts";
import type { FormType } from "../navigation/form-type.ts";
import type { NavigationNode, OptionalPage } from "../navigation/navigation-node.ts";
import { looselyEquals, normalizeLoosely } from "../validation/loose-comparison.ts";
import type { DtoMapping } from "./dto-mapping.ts";
import type { FieldConfig, FieldControl, OptionItem } from "./field-config.schema.ts";
import { dateListText } from "./date-selection.ts";
import { type FieldValue, isDateList, isFileList } from "./field-value.ts";
import type { FormModel, ModelSet } from "./form-model.ts";
import { modelMetadata } from "./model-factory.ts";
import type { ModelConfigItem } from "./model-config.schema.ts";
import { pageOrderedFields } from "./page-block-fields.ts";
import { isOnPage, modelsOnPage, pageKey } from "./page-models.ts";
import { isSummaryPage } from "./summary-page.ts";

export type AnswerValue = string | number | boolean | null;

export interface ClaimAnswer {
  readonly clientId: string;
  readonly key: string;
  /** The question: the field's label key, or its key when it has no label. */
  readonly label: string;
  readonly value: AnswerValue;
  readonly control: FieldControl;
  readonly options: readonly OptionItem[];
}

export interface DocumentAnswer {
  readonly clientId: string;
  readonly name: string;
}

export interface AnswerGroup {
  /** The page key (domain/forms/page-models.ts). */
  readonly page: string;
  readonly path: string;
  readonly answers: readonly ClaimAnswer[];
  /** The documents saved on the page; null when the page holds no document list. */
  readonly documents: readonly DocumentAnswer[] | null;
}

export interface ClaimAnswersInput {
  readonly formType: FormType;
  /** The form's sequence, as navigation holds it. */
  readonly nodes: readonly NavigationNode[];
  readonly optionalPages: ReadonlySet<OptionalPage>;
  readonly models: ModelSet;
  readonly config: readonly ModelConfigItem[];
  /** The summary lists the pages before it; a receipt keeps the summary's own answers (the signature) too. */
  readonly includeSummary: boolean;
  /** The site's international address switch (the address rule); on when not given. */
  readonly international?: boolean;
}

/** The claimant signs in with the credentials; they are no answer to check. */
const NOT_ANSWERS: readonly DtoMapping[] = ["credentials", "documentContexts"];

/** What the page draws of the model: its dependencies and the address rule decide, as for the page (web/blocks/page-fields.tsx). */
const answersOf = (model: FormModel, fields: readonly FieldConfig[], saved: readonly FormModel[], international: boolean): readonly ClaimAnswer[] => {
  const { states } = evaluateDependencies(fields, dependencyValuesOf(model, saved));
  const address = { country: model.fields[ADDRESS_KEYS.country] ?? null, international };
  return fields.flatMap((field): ClaimAnswer[] => {
    const control = field.control ?? "text";
    if (control === "hidden" || control === "file" || states[field.key]?.visible === false || !addressFieldShows(field.key, address)) return [];
    const value = model.fields[field.key] ?? null;
    if (value !== null && isFileList(value)) return [];
    const options = field.options ?? addressOptions(field.key) ?? [];
    const answer = value !== null && isDateList(value) ? dateListText(field, value) : value;
    return [{ clientId: model.clientId, key: field.key, label: field.label ?? field.key, value: answer, control, options }];
  });
};

/** A document record by the name of its file, or its name field when the file is not held. */
const documentOf = (model: FormModel): DocumentAnswer => {
  const file = Object.values(model.fields).flatMap((value) => (value !== null && isFileList(value) ? value : []))[0];
  const named = model.fields["name"];
  return { clientId: model.clientId, name: file?.name ?? (typeof named === "string" && named !== "" ? named : model.clientId) };
};

const groupOf = (input: ClaimAnswersInput, node: NavigationNode, page: string): AnswerGroup => {
  const models = modelsOnPage(input.models.saved, input.formType, page);
  const answers = models
    .filter((model) => !NOT_ANSWERS.includes(model.metadata.dtoMapping))
    .flatMap((model) => answersOf(model, pageOrderedFields(input.config, model), input.models.saved, input.international ?? true));
  const records = models.filter((model) => model.metadata.dtoMapping === "documentContexts");
  const holdsList = input.config.some(
    (item) => item.metadata.dtoMapping === "DocumentContexts" && isOnPage(modelMetadata(item.metadata), input.formType, page)
  );
  return { page, path: node.path, answers, documents: holdsList || records.length > 0 ? records.map(documentOf) : null };
};

/** The pages the claim passes before the confirmation (and before the summary unless it is included), with something to show. */
export const claimAnswers = (input: ClaimAnswersInput): readonly AnswerGroup[] => {
  const firstPage = input.nodes[0]?.path ?? "";
  const context = { optionalPages: input.optionalPages, models: input.models };
  const groups: AnswerGroup[] = [];
  for (const node of input.nodes) {
    if (isConfirmationPage(node.path) || (!input.includeSummary && isSummaryPage(node.path))) break;
    if (node.skip(context)) continue;
    const group = groupOf(input, node, pageKey(node.path, firstPage));
    if (group.answers.length > 0 || group.documents !== null) groups.push(group);
  }
  return groups;
};

export const ANSWER_KEYS = {
  yes: "LocKey_Answer_Yes",
  no: "LocKey_Answer_No",
  notProvided: "LocKey_Summary_NotProvided"
} as const;

/** What to show for an answer: a localization key (yes, no, not provided, an option's label) or the text as given. */
export type AnswerDisplay = { readonly key: string } | { readonly text: string };

/** A checkbox left alone holds nothing until its block sets false: unticked either way, so No. */
export const answerDisplay = (answer: Pick<ClaimAnswer, "value" | "options" | "control">): AnswerDisplay => {
  const { value } = answer;
  if (answer.control === "checkbox") return { key: normalizeLoosely(value) === true ? ANSWER_KEYS.yes : ANSWER_KEYS.no };
  if (value === null || (typeof value === "string" && value.trim() === "")) return { key: ANSWER_KEYS.notProvided };
  if (typeof value === "boolean") return { key: value ? ANSWER_KEYS.yes : ANSWER_KEYS.no };
  const option = answer.options.find((candidate) => looselyEquals(candidate.value, value));
  return option === undefined ? { text: String(value) } : { key: option.label };
};

/** How one answer reads wherever the site shows it back (a data summary block): a date list as its text, a file as no answer. */
export const fieldAnswer = (field: FieldConfig, value: FieldValue): AnswerDisplay => {
  const shown = value === null || isFileList(value) ? null : isDateList(value) ? dateListText(field, value) : value;
  return answerDisplay({ value: shown, options: field.options ?? addressOptions(field.key) ?? [], control: field.control ?? "text" });
};
