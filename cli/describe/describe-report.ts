// `claims describe` as a person reads it: one block per page, one line per field with what a claim file may
// give it. Long option lists (the address block's countries) are shortened to their count and first few.
import type { DescribedField, DescribedForm, DescribedPart } from "./describe-form.ts";

const LISTED_OPTIONS = 12;

const optionsText = (options: readonly string[]): string =>
  options.length <= LISTED_OPTIONS ? options.join(", ") : `${String(options.length)} values: ${options.slice(0, 5).join(", ")}, ...`;

const fieldLine = (field: DescribedField): string => {
  const facts = [
    `required: ${field.required}`,
    field.options === null ? null : `options: ${optionsText(field.options)}${field.freeText ? ", or any other text" : ""}`,
    field.mask === null && field.maskWhen.length === 0 ? null : `mask: ${[field.mask ?? "none", ...field.maskWhen].join(", or ")}`,
    field.shownWhen === null ? null : `shown when ${field.shownWhen}`,
    field.rules.length === 0 ? null : `rules: ${field.rules.join(", ")}`
  ].filter((fact) => fact !== null);
  const control = field.control === "checkbox" ? "checkbox: true or false" : field.control === "file" ? 'file: the record\'s "file"' : field.control;
  return `    ${field.key} (${control}): ${facts.join("; ")}`;
};

const partLines = (part: DescribedPart): readonly string[] => [
  part.list
    ? `  ${part.dtoMapping}: a list, in the claim file as "${part.claimFileKey}": [{ ${part.fields.some((field) => field.control === "file") ? '"file": ..., ' : ""}"answers": { ... } }, ...]`
    : `  ${part.dtoMapping}: in the claim file as "${part.claimFileKey}"`,
  ...part.fields.map(fieldLine)
];

export const describeText = (form: DescribedForm, caseDir: string): string =>
  [
    `The ${form.formType} form of ${caseDir}: what a claim file may answer, page by page`,
    ...form.pages.flatMap((page) => ["", `Page ${page.page}`, ...page.parts.flatMap(partLines)])
  ].join("\n") + "\n";
