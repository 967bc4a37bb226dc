// Checks a claim file against the forms with the domain's own rules before anything is sent: every model,
// list and field it names exists (claim-answers.ts) and is the claimant's to answer (not a hidden field the
// site fills); every value is one the site could send (a checkbox's true or false, one of a choice's options,
// text within the field's bounds, text a mask in force can take, a list of dates only where a date field takes
// one, each day within the bounds and the mask); and its `expect` and `resumeAfter` name
// pages the form has, and models, fields and validation codes there are. A claim file that fails here would
// file what no claimant could, or wait for an error that cannot come.
import { Option } from "effect";
import { suggestion } from "../../domain/case/name-suggestion.ts";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import { requiredOptionValues } from "../../domain/forms/field-options.ts";
import { dateListLimit, dateSelection, takesDateList } from "../../domain/forms/date-selection.ts";
import { configOfForm, formPages } from "../../domain/forms/form-config.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { formatForDisplay, unmask } from "../../domain/masks/mask-pipes.ts";
import { resolveMask } from "../../domain/masks/mask-registry.ts";
import { fieldBoundsIssues, textCap } from "../../domain/validation/field-bounds.ts";
import { VALIDATION_MESSAGES } from "../../domain/validation/validation-messages.ts";
import { type ClaimFileFinding, identityOf, type MatchedAnswers, matchAnswers, names, type PlacedAnswers } from "./claim-answers.ts";
import type { AnswerValue, ClaimFile } from "./claim-file.schema.ts";

const VALIDATION_CODES: readonly string[] = Object.keys(VALIDATION_MESSAGES);

const shown = (value: AnswerValue): string => JSON.stringify(value);

/** The letters and digits of a text, in order, in one case: what a mask must keep of what was typed. */
const significant = (text: string): string => text.replace(/[^\p{L}\p{N}]/gu, "").toUpperCase();

const isSubsequence = (part: string, whole: string): boolean => {
  let at = 0;
  for (const character of whole) if (character === part[at]) at += 1;
  return at === part.length;
};

/** A number as a number mask takes it: digits, thousands commas, one decimal point (1,250.00 or 1250.5). */
const US_NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** Whether the mask takes the text as typed: it drops or changes no character the claimant meant. */
const maskTakes = (maskName: string, text: string): boolean => {
  const definition = Option.getOrNull(resolveMask(maskName));
  if (definition === null) return true;
  const display = formatForDisplay(maskName, text);
  if (definition.kind === "number") return US_NUMBER.test(text) && Number(text.replace(/,/g, "")) === Number(unmask(maskName, display));
  return isSubsequence(significant(text), significant(display));
};

/**
 * Why no mask the field can be under takes the text; null when one does. The mask in force may depend on
 * answers a claim file does not give (a country on file), so its own mask and every mask its conditions set count.
 */
const maskRefusal = (field: FieldConfig, text: string): string | null => {
  const masks = [field.maskName, ...(field.dependencies?.conditions ?? []).map((condition) => condition.maskName)].filter(
    (name): name is string => name !== undefined && name !== ""
  );
  if (masks.length === 0 || text === "" || masks.some((mask) => maskTakes(mask, text))) return null;
  const [mask = ""] = masks;
  return `the ${masks.join(" or ")} mask cannot take ${shown(text)}: typed in, it shows ${shown(formatForDisplay(mask, text))}`;
};

/** What is wrong with a list of dates for the field: one it does not take, more days than it holds, or a day that fails as one date would. */
const dateListProblem = (field: FieldConfig, days: readonly string[]): string | null => {
  if (!takesDateList(field)) return `takes one date, not a list: ${shown(days)}`;
  const limit = dateListLimit(field);
  if (days.length > limit) return `holds ${String(days.length)} dates; a ${dateSelection(field)} date field takes ${String(limit)} at most`;
  for (const [index, day] of days.entries()) {
    const problem = day === "" ? null : valueProblem({ ...field, datePicker: {} }, day);
    if (problem !== null) return `day ${String(index + 1)}: ${problem}`;
  }
  return null;
};

/** What is wrong with the value for the field, as the site would have it; null when the site could send it. */
const valueProblem = (field: FieldConfig, value: AnswerValue): string | null => {
  const control = field.control ?? "text";
  if (control === "hidden") return "a hidden field is the site's and the server's to fill, never the claimant's";
  if (control === "file") return "a file field takes its document as the record's \"file\", not an answer";
  if (control === "checkbox") return value === null || typeof value === "boolean" ? null : `a checkbox takes true or false, not ${shown(value)}`;
  if (typeof value === "boolean") return `a ${control} field takes text, not ${shown(value)}`;
  if (value === null) return null;
  if (Array.isArray(value)) return dateListProblem(field, value);
  if (takesDateList(field)) return `a ${dateSelection(field)} date field takes a list of dates, like ["7/1/2024", "7/31/2024"], not ${shown(value)}`;
  const text = String(value);
  const [bound] = fieldBoundsIssues(field, text, [field.key]);
  const options = requiredOptionValues(field) ?? [];
  if (bound?.code === "notAnOption") return `${shown(value)} is not one of its options${suggestion(text, options)} (${options.join(", ")})`;
  if (bound?.code === "maxLength") return `is ${String(text.length)} characters long; the field takes ${String(textCap(field) ?? 0)} at most`;
  if (bound?.code === "forbiddenCharacters") return "holds a character no field takes (a control character, a text-direction override or a lone surrogate)";
  return control === "text" || control === "date" ? maskRefusal(field, text) : null;
};

const valueFindings = (placed: PlacedAnswers): readonly ClaimFileFinding[] =>
  Object.entries(placed.answers).flatMap(([key, value]) => {
    const field = placed.item.fields.find((candidate) => candidate.key === key);
    const problem = field === undefined ? null : valueProblem(field, value);
    return problem === null ? [] : [{ path: `${placed.path}.${key}`, problem }];
  });

const pageFinding = (path: string, page: string | undefined, config: readonly ModelConfigItem[], claim: ClaimFile): readonly ClaimFileFinding[] => {
  if (page === undefined) return [];
  const pages = formPages(config, claim.formType);
  return pages.some((known) => known.toLowerCase() === page.toLowerCase())
    ? []
    : [{ path, problem: `the ${claim.formType} form has no page "${page}"${suggestion(page, pages)} (pages: ${pages.join(", ")})` }];
};

const expectFindings = (claim: ClaimFile, config: readonly ModelConfigItem[]): readonly ClaimFileFinding[] => {
  const { models, templates } = configOfForm(config, claim.formType);
  const parts = [...models, ...templates];
  return [
    ...pageFinding("expect.page", claim.expect.page, config, claim),
    ...pageFinding("resumeAfter", claim.resumeAfter, config, claim),
    ...(claim.expect.errors ?? []).flatMap((expected, index): readonly ClaimFileFinding[] => {
      const at = `expect.errors[${String(index)}]`;
      const found: ClaimFileFinding[] = [];
      const part = parts.find((candidate) => names(expected.model, identityOf(candidate)));
      if (part === undefined) {
        const known = parts.map((candidate) => candidate.metadata.dtoMapping);
        found.push({ path: `${at}.model`, problem: `the ${claim.formType} form has no model or list "${expected.model}"${suggestion(expected.model, known)} (${known.join(", ")})` });
      } else if (expected.field !== undefined && !part.fields.some((field) => field.key === expected.field)) {
        const keys = part.fields.map((field) => field.key);
        found.push({ path: `${at}.field`, problem: `${part.metadata.dtoMapping} has no field "${expected.field}"${suggestion(expected.field, keys)} (fields: ${keys.join(", ")})` });
      }
      if (expected.code !== undefined && !VALIDATION_CODES.includes(expected.code)) {
        found.push({ path: `${at}.code`, problem: `no validation gives the code "${expected.code}"${suggestion(expected.code, VALIDATION_CODES)}` });
      }
      return found;
    })
  ];
};

/** The claim file matched to the forms, and every finding: names that do not resolve, values the site could not send, expectations that cannot come. */
export const checkClaim = (claim: ClaimFile, config: readonly ModelConfigItem[]): MatchedAnswers => {
  const matched = matchAnswers(claim, config, claim.formType);
  return { ...matched, findings: [...matched.findings, ...matched.placed.flatMap(valueFindings), ...expectFindings(claim, config)] };
};
