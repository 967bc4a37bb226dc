// The client-side format validators (spec section 5, "Client-side validators") placed on a field by
// configuration, as any other validation type: "email", "url", "alphabetic", "alphanumeric", "decimal" and
// "integer" take no params; "numericBetween" takes { min, max }, both finite and min <= max. They run in the
// one validation engine, so the server refuses what the browser refuses. Blank values pass: "required" says
// whether a field may be left blank. Issues: the validator's own code (numericBetween with { min, max }).
import { Schema } from "effect";
import type { FieldValue } from "../../forms/field-value.ts";
import type { ValidationIssue } from "../validation-issue.ts";
import { alphabetic } from "../client/alphabetic.ts";
import { alphanumeric } from "../client/alphanumeric.ts";
import type { ClientValidator } from "../client/client-validator.ts";
import { decimal } from "../client/decimal.ts";
import { email } from "../client/email.ts";
import { integer } from "../client/integer.ts";
import { numericBetween } from "../client/numeric-between.ts";
import { url } from "../client/url.ts";
import { defineRule, NoParams, type RuleAdapter, ruleConfigError } from "./rule-adapter.ts";

const issuesOf = (validate: ClientValidator, value: FieldValue): readonly ValidationIssue[] => {
  const found = validate(value);
  return found === null ? [] : [found];
};

const formatRule = (type: string, validator: (path: readonly string[]) => ClientValidator): RuleAdapter =>
  defineRule({
    type,
    params: NoParams,
    compile: () => (context) => issuesOf(validator(context.path), context.value)
  });

export const FORMAT_RULES: readonly RuleAdapter[] = [
  formatRule("email", email),
  formatRule("url", url),
  formatRule("alphabetic", alphabetic),
  formatRule("alphanumeric", alphanumeric),
  formatRule("decimal", decimal),
  formatRule("integer", integer)
];

const FiniteNumber = Schema.Number.check(Schema.makeFilter((value: number) => Number.isFinite(value) || "must be a finite number"));

export const numericBetweenRule = defineRule({
  type: "numericBetween",
  params: Schema.Struct({ min: FiniteNumber, max: FiniteNumber }),
  compile: ({ min, max }, source) => {
    if (min > max) throw ruleConfigError("invalidValidationConfig", source, `params.min (${String(min)}) is above params.max (${String(max)})`);
    return (context) => issuesOf(numericBetween(context.path, min, max), context.value);
  }
});
