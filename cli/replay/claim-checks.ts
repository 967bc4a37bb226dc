// Checks a claim file against the forms with the domain's own rules before anything is sent: every model,
// list and field it names exists (claim-answers.ts); every value is one the site could send (a checkbox's
// true or false, one of a choice's options, text within the field's bounds, characters its mask takes);
// and its `expect` names a page the form has, models and fields that exist, and validation codes there are.
// A claim file that fails here would file what no claimant could, or wait for an error that cannot come.
import { suggestion } from "../../domain/case/name-suggestion.ts";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { modelMetadata } from "../../domain/forms/model-factory.ts";
import { pageOf, START_PAGE } from "../../domain/forms/page-models.ts";
import { formatForDisplay, unmask } from "../../domain/masks/mask-pipes.ts";
import { resolveMask } from "../../domain/masks/mask-registry.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { fieldBoundsIssues, textCap } from "../../domain/validation/field-bounds.ts";
import { VALIDATION_MESSAGES } from "../../domain/validation/validation-messages.ts";
import { Option } from "effect";
import { addressOptions } from "../../domain/address/address-fields.ts";
import { type ClaimFileFinding, formParts, identityOf, type MatchedAnswers, matchAnswers, names, type PlacedAnswers } from "./claim-answers.ts";
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

/** Why the field's mask cannot take the text as typed (it drops or changes a character), or null when it can. */
const maskRefusal = (field: FieldConfig, text: string): string | null => {
  const definition = Option.getOrNull(resolveMask(field.maskName));
  if (definition === null || text === "") return null;
  const display = formatForDisplay(field.maskName, text);
  const kept =
    definition.kind === "number"
      ? Number(text.replace(/,/g, "")) === Number(unmask(field.maskName, display))
      : isSubsequence(significant(text), significant(display));
  return kept ? null : `the ${field.maskName ?? ""} mask cannot take ${shown(text)}: typed in, it shows ${shown(display)}`;
};

const optionsOf = (field: FieldConfig): readonly string[] => (field.options ?? addressOptions(field.key) ?? []).map((option) => option.value);

/** What is wrong with the value for the field, as the site would have it; null when the site could send it. */
const valueProblem = (field: FieldConfig, value: AnswerValue): string | null => {
  const control = field.control ?? "text";
  if (control === "file") return "a file field takes its document as the record's \"file\", not an answer";
  if (control === "checkbox") return value === null || typeof value === "boolean" ? null : `a checkbox takes true or false, not ${shown(value)}`;
  if (typeof value === "boolean") return `a ${control} field takes text, not ${shown(value)}`;
  if (value === null) return null;
  const text = String(value);
  const [bound] = fieldBoundsIssues(field, text, [field.key]);
  if (bound?.code === "notAnOption") return `${shown(value)} is not one of its options${suggestion(text, optionsOf(field))} (${optionsOf(field).join(", ")})`;
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

/** The pages of the form that hold models (where errors can stop a claim), as the case names them. */
const pagesOf = (parts: readonly ModelConfigItem[]): readonly string[] => [
  ...new Set([START_PAGE, ...parts.flatMap((item) => pageOf(modelMetadata(item.metadata)) ?? [])])
];

const expectFindings = (claim: ClaimFile, config: readonly ModelConfigItem[], formType: FormType): readonly ClaimFileFinding[] => {
  const { models, templates } = formParts(config, formType);
  const parts = [...models, ...templates];
  const findings: ClaimFileFinding[] = [];
  const page = claim.expect.page;
  if (page !== undefined) {
    const pages = pagesOf(parts);
    if (!pages.some((known) => known.toLowerCase() === page.toLowerCase())) {
      findings.push({ path: "expect.page", problem: `the ${formType} form has no page "${page}"${suggestion(page, pages)} (pages: ${pages.join(", ")})` });
    }
  }
  (claim.expect.errors ?? []).forEach((expected, index) => {
    const at = `expect.errors[${String(index)}]`;
    const part = parts.find((candidate) => names(expected.model, identityOf(candidate)));
    if (part === undefined) {
      const known = parts.map((candidate) => candidate.metadata.dtoMapping);
      findings.push({ path: `${at}.model`, problem: `the ${formType} form has no model or list "${expected.model}"${suggestion(expected.model, known)} (${known.join(", ")})` });
    } else if (expected.field !== undefined && !part.fields.some((field) => field.key === expected.field)) {
      const keys = part.fields.map((field) => field.key);
      findings.push({ path: `${at}.field`, problem: `${part.metadata.dtoMapping} has no field "${expected.field}"${suggestion(expected.field, keys)} (fields: ${keys.join(", ")})` });
    }
    if (expected.code !== undefined && !VALIDATION_CODES.includes(expected.code)) {
      findings.push({ path: `${at}.code`, problem: `no validation gives the code "${expected.code}"${suggestion(expected.code, VALIDATION_CODES)}` });
    }
  });
  return findings;
};

/** The claim file matched to the forms, and every finding: names that do not resolve, values the site could not send, expectations that cannot come. */
export const checkClaim = (claim: ClaimFile, config: readonly ModelConfigItem[]): MatchedAnswers => {
  const matched = matchAnswers(claim, config, claim.formType);
  return { ...matched, findings: [...matched.findings, ...matched.placed.flatMap(valueFindings), ...expectFindings(claim, config, claim.formType)] };
};
