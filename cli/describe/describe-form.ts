// What a claim file for one form may say, read from the case's forms: each page in order, the models and
// record lists on it with the key a claim file gives them (credentials, answers.<model>, records.<list>),
// and each field's key, control, whether it is required and when, options, mask, when it shows and its
// rules. `claims describe` prints it; the same configuration the site and the server use, so it cannot
// drift from them.
import type { DependencyCondition, FieldDependencies } from "../../domain/dependencies/dependency.schema.ts";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import { fieldOptions } from "../../domain/forms/field-options.ts";
import { dateListLimit, dateSelection } from "../../domain/forms/date-selection.ts";
import { configOfForm, formPages, itemPage } from "../../domain/forms/form-config.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { MARKED_TYPES } from "../../domain/validation/required-marker.ts";
import type { ValidationConfig } from "../../domain/validation/validation-config.schema.ts";

export interface DescribedField {
  readonly key: string;
  readonly control: string;
  /** "yes", "no", or "when <rule>" for a field required on a condition. */
  readonly required: string;
  /** The values a select or radio takes (a radio-or-text also free text); null for free text. */
  readonly options: readonly string[] | null;
  /** Whether text other than the options is taken (a radio-or-text field's "Other"). */
  readonly freeText: boolean;
  readonly mask: string | null;
  /** The masks its conditions put in force instead, each with when. */
  readonly maskWhen: readonly string[];
  /** When the field shows (or, disabled instead of hidden, can be edited); null when always. */
  readonly shownWhen: string | null;
  /** Its other rules, each as type(param=value, ...). */
  readonly rules: readonly string[];
}

export interface DescribedPart {
  readonly dtoMapping: string;
  /** Where a claim file puts its answers: credentials, answers.<model>, or records.<list> (a list of records). */
  readonly claimFileKey: string;
  readonly list: boolean;
  readonly fields: readonly DescribedField[];
}

export interface DescribedPage {
  readonly page: string;
  readonly parts: readonly DescribedPart[];
}

export interface DescribedForm {
  readonly formType: FormType;
  readonly pages: readonly DescribedPage[];
}

const valueText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** `requiredIf(field=purchaseChannel, value=Retail)`. */
const ruleText = (config: ValidationConfig): string => {
  const params = Object.entries(config.params ?? {}).map(([name, value]) => `${name}=${valueText(value)}`);
  return params.length === 0 ? config.type : `${config.type}(${params.join(", ")})`;
};

const conditionText = (condition: DependencyCondition): string => {
  const field = condition.model === undefined ? condition.field : `${condition.model}.${condition.field}`;
  const tests = [
    condition.equals === undefined ? null : `is ${condition.equals.map(valueText).join(" or ")}`,
    condition.notEquals === undefined ? null : `is not ${condition.notEquals.map(valueText).join(" or ")}`,
    condition.hasValue === undefined ? null : condition.hasValue ? "has a value" : "is blank",
    condition.matches === undefined ? null : `matches /${condition.matches}/`
  ].filter((test) => test !== null);
  return `${field} ${tests.length === 0 ? "has a value" : tests.join(" and ")}`;
};

const shownWhen = (dependencies: FieldDependencies | undefined): string | null =>
  dependencies === undefined ? null : dependencies.conditions.map(conditionText).join(dependencies.match === "any" ? " or " : " and ");

const requiredText = (field: FieldConfig): string => {
  const rules = field.validations ?? [];
  if (rules.some((config) => config.type === "required")) return "yes";
  const conditional = rules.filter((config) => MARKED_TYPES.has(config.type));
  return conditional.length === 0 ? "no" : `when ${conditional.map(ruleText).join(" or ")}`;
};

/** The control, and for a date field that takes a list, the list a claim file gives it. */
const controlText = (field: FieldConfig): string => {
  const selection = dateSelection(field);
  if (selection === "range") return 'date, a range: a list of its first and last day, like ["7/1/2024", "7/31/2024"]';
  if (selection === "week") return 'date, a week: a list of its Monday and Sunday, like ["7/1/2024", "7/7/2024"]';
  if (selection === "multiple") return `date, several days: a list of up to ${String(dateListLimit(field))}, like ["7/1/2024", "7/9/2024"]`;
  return field.control ?? "text";
};

const describeField = (field: FieldConfig): DescribedField => ({
  key: field.key,
  control: controlText(field),
  required: requiredText(field),
  options: fieldOptions(field)?.map((option) => option.value) ?? null,
  freeText: field.control === "hybridRadioText",
  mask: field.maskName === undefined || field.maskName === "" ? null : field.maskName,
  maskWhen: (field.dependencies?.conditions ?? []).flatMap((condition) =>
    condition.maskName === undefined || condition.maskName === "" ? [] : [`${condition.maskName} when ${conditionText(condition)}`]
  ),
  shownWhen: shownWhen(field.dependencies),
  rules: (field.validations ?? []).filter((config) => !MARKED_TYPES.has(config.type)).map(ruleText)
});

const describePart = (item: ModelConfigItem, list: boolean): DescribedPart => {
  const { dtoMapping } = item.metadata;
  return {
    dtoMapping,
    claimFileKey: list ? `records.${dtoMapping}` : dtoMapping === "credentials" ? "credentials" : `answers.${dtoMapping}`,
    list,
    // Hidden fields are the site's and the server's to fill, never a claimant's.
    fields: item.fields.filter((field) => field.control !== "hidden").map(describeField)
  };
};

/** The form's pages in the order its models are configured (the start page first), each with its parts. */
export const describeForm = (config: readonly ModelConfigItem[], formType: FormType): DescribedForm => {
  const { models, templates } = configOfForm(config, formType);
  const parts = [...models.map((item) => [item, false] as const), ...templates.map((item) => [item, true] as const)].sort(
    ([a], [b]) => config.indexOf(a) - config.indexOf(b)
  );
  const pages = formPages(config, formType).map((page) => ({
    page,
    parts: parts.filter(([item]) => itemPage(item) === page).map(([item, list]) => describePart(item, list))
  }));
  return { formType, pages: pages.filter((page) => page.parts.length > 0) };
};
