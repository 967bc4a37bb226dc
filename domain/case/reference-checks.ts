// Every name a case's forms use to point at another part of them must resolve: a dependency condition's
// field (in its own model, or in the single model of its form it names) and that model, and every rule parameter
// that names another field of the model (requiredIf, nestedRequiredIf, requiredIfOtherPropertyMatchesRegex,
// requireOnePropertyValTrue, requireOnePropertyToHaveAValue, endDate: each rule says which of its params do).
// A name that resolves to nothing reads as blank and switches its rule off in silence, so each one is a
// problem that stops the case loading, said with the nearest name there is. So is a value compared with a
// select's or radio's answer (a condition's equals or notEquals, a rule's value: a document type "Othr")
// that is none of its options: the comparison could never hold.
import { SINGLE_MODEL_MAPPINGS } from "../forms/dto-mapping.ts";
import type { FieldConfig } from "../forms/field-config.schema.ts";
import { RULE_ADAPTERS } from "../validation/rule-registry.ts";
import type { CaseProblem } from "./case-error.ts";
import type { PlacedItem } from "./case-forms.ts";
import { suggestion } from "./name-suggestion.ts";
import { requiredOptionValues } from "../forms/field-options.ts";

const keysOf = (items: readonly PlacedItem[]): readonly string[] => [...new Set(items.flatMap((entry) => entry.item.fields.map((field) => field.key)))];

const conditionProblems = (placed: readonly PlacedItem[], entry: PlacedItem, field: FieldConfig, at: string): readonly CaseProblem[] =>
  (field.dependencies?.conditions ?? []).flatMap((condition, position): readonly CaseProblem[] => {
    const path = `${at}.dependencies.conditions[${String(position)}]`;
    const problem = (where: string, text: string): CaseProblem => ({ file: entry.file, path: `${path}.${where}`, problem: text });
    const model = condition.model;
    // A condition reads another model's answers only from the form's single models (dependency-values.ts):
    // a list such as the documents has no one model it could mean.
    const single = (other: PlacedItem) => other.formType === entry.formType && SINGLE_MODEL_MAPPINGS.includes(other.item.metadata.dtoMapping);
    const read = model === undefined ? [entry] : placed.filter((other) => single(other) && other.item.metadata.dtoMapping === model);
    if (read.length === 0) {
      const models = [...new Set(placed.filter(single).map((other) => other.item.metadata.dtoMapping))];
      return [
        problem("model", `field "${field.key}" depends on the "${String(model)}" model, which is no single model of the ${entry.formType} form; a condition can name: ${models.join(", ")}`)
      ];
    }
    const known = keysOf(read);
    if (!known.includes(condition.field)) {
      const owner = model === undefined ? "its own model" : `the "${model}" model`;
      return [problem("field", `field "${field.key}" depends on "${condition.field}", which is no field of ${owner}${suggestion(condition.field, known)}`)];
    }
    const target = read.flatMap((other) => other.item.fields).find((candidate) => candidate.key === condition.field);
    return (["equals", "notEquals"] as const).flatMap((test) =>
      (condition[test] ?? []).flatMap((value, index) => {
        const wrong = target === undefined ? null : notAnOption(target, value);
        return wrong === null ? [] : [problem(`${test}[${String(index)}]`, `field "${field.key}" depends on "${condition.field}" being ${wrong}`)];
      })
    );
  });

/** `"Othr", which is none of its options (did you mean "Other"?) (Receipt, ..., Other)` when the value cannot be an answer of the field; else null. */
const notAnOption = (field: FieldConfig, value: unknown): string | null => {
  const options = requiredOptionValues(field);
  if (options === null || typeof value !== "string" || value === "" || options.includes(value)) return null;
  return `${JSON.stringify(value)}, which is none of its options${suggestion(value, options)} (${options.join(", ")})`;
};

/** A rule comparing another field of the model with a value (requiredIf and its kin): the value must be one that field can hold. */
const ruleValueProblems = (entry: PlacedItem, field: FieldConfig, at: string): readonly CaseProblem[] =>
  (field.validations ?? []).flatMap((config, position) => {
    const named = config.params?.["field"];
    const target = typeof named === "string" ? entry.item.fields.find((candidate) => candidate.key === named) : undefined;
    const wrong = target === undefined ? null : notAnOption(target, config.params?.["value"]);
    return wrong === null
      ? []
      : [{ file: entry.file, path: `${at}.validations[${String(position)}].params.value`, problem: `field "${field.key}", validation "${config.type}": compares "${String(named)}" with ${wrong}, so the rule would never apply` }];
  });

const ruleProblems = (entry: PlacedItem, field: FieldConfig, at: string): readonly CaseProblem[] => {
  const known = keysOf([entry]);
  return (field.validations ?? []).flatMap((config, position) => {
    // An unknown rule type is the rule compiler's problem, said once there.
    const references = RULE_ADAPTERS.get(config.type)?.fieldReferences({ field, config }) ?? [];
    return references
      .filter((reference) => !known.includes(reference.key))
      .map((reference) => ({
        file: entry.file,
        path: `${at}.validations[${String(position)}].${reference.at}`,
        problem: `field "${field.key}", validation "${config.type}": "${reference.key}" is no field of its model${suggestion(reference.key, known)}, so the rule would never apply`
      }));
  });
};

export const referenceProblems = (placed: readonly PlacedItem[]): readonly CaseProblem[] =>
  placed.flatMap((entry) =>
    entry.item.fields.flatMap((field, index) => {
      const at = `[${String(entry.index)}].fields[${String(index)}]`;
      return [...conditionProblems(placed, entry, field, at), ...ruleProblems(entry, field, at), ...ruleValueProblems(entry, field, at)];
    })
  );
