// range: the value must lie between two bounds, both included; numbers or calendar dates.
// params: { min: number | string, max: number | string, kind?: "number" | "date" }
//   kind absent: numbers (or numeric strings) make a number range, M/d/yyyy dates a date range.
// Issues: numberBetween { min, max } (message key number-between) and dateBetween { min, max } with the
// bounds as MM/dd/yyyy (message key date-between). A value that is not a number (or not an M/d/yyyy date)
// is not between the bounds either. Dates are calendar dates in America/Los_Angeles (spec section 5):
// both sides are Los Angeles dates, so they compare as dates with no instant conversion. A month or year
// picker's field (MM/yyyy, yyyy) compares by month or year, and its message quotes the bounds that way.
import type { LocalDate } from "@js-joda/core";
import { Schema } from "effect";
import type { FieldConfig } from "../../forms/field-config.schema.ts";
import type { FieldValue } from "../../forms/field-value.ts";
import { parseEnteredDate } from "../../time/local-date.ts";
import { formatPicked, parsePicked, startOfGrain } from "../../time/picked-date.ts";
import { normalizeLoosely } from "../loose-comparison.ts";
import { issue } from "../validation-issue.ts";
import { type RuleSource, decodeRuleParams, defineRule, ruleConfigError } from "./rule-adapter.ts";

export const RANGE = "range";

const Bound = Schema.Union([Schema.Finite, Schema.String]);

const RangeParams = Schema.Struct({
  min: Bound,
  max: Bound,
  kind: Schema.optionalKey(Schema.Literals(["number", "date"]))
});
type RangeParams = typeof RangeParams.Type;

type Range =
  | { readonly kind: "number"; readonly min: number; readonly max: number }
  | { readonly kind: "date"; readonly min: LocalDate; readonly max: LocalDate };

/** Thousands commas ("1,234.5") are allowed, as the comma-delimited currency masks write them. */
const GROUPED = /^\s*[+-]?\d{1,3}(,\d{3})+(\.\d*)?\s*$/;

const asNumber = (value: FieldValue): number | null => {
  const text = typeof value === "string" && GROUPED.test(value) ? value.replaceAll(",", "") : value;
  const normalized = normalizeLoosely(text);
  return typeof normalized === "number" && Number.isFinite(normalized) ? normalized : null;
};

const asDate = (value: FieldValue): LocalDate | null => (typeof value === "string" ? parseEnteredDate(value) : null);

const numberRange = (params: RangeParams): Range | null => {
  const min = asNumber(params.min);
  const max = asNumber(params.max);
  return min === null || max === null ? null : { kind: "number", min, max };
};

const dateRange = (params: RangeParams): Range | null => {
  const min = asDate(params.min);
  const max = asDate(params.max);
  return min === null || max === null ? null : { kind: "date", min, max };
};

const EXPECTED_BOUNDS = {
  number: "both numbers",
  date: "both M/d/yyyy dates",
  either: "both numbers or both M/d/yyyy dates"
} as const;

const compileRange = (params: RangeParams, source: RuleSource): Range => {
  const range =
    params.kind === "number"
      ? numberRange(params)
      : params.kind === "date"
        ? dateRange(params)
        : (numberRange(params) ?? dateRange(params));
  if (range === null) {
    throw ruleConfigError("invalidValidationConfig", source, `min and max must be ${EXPECTED_BOUNDS[params.kind ?? "either"]}`);
  }
  const reversed = range.kind === "number" ? range.min > range.max : range.min.isAfter(range.max);
  if (reversed) throw ruleConfigError("invalidValidationConfig", source, "min is greater than max");
  return range;
};

export const rangeRule = defineRule({
  type: RANGE,
  params: RangeParams,
  compile: (params, source) => {
    const range = compileRange(params, source);
    if (range.kind === "number") {
      return (context) => {
        const value = asNumber(context.value);
        const inside = value !== null && value >= range.min && value <= range.max;
        return inside ? [] : [issue(context.path, "numberBetween", { min: range.min, max: range.max })];
      };
    }
    // A month or year picker's answer lies inside when its month or year does.
    const view = source.field.datePicker?.view ?? "day";
    const [min, max] = [startOfGrain(range.min, view), startOfGrain(range.max, view)];
    const bounds = { min: formatPicked(range.min, view), max: formatPicked(range.max, view) };
    return (context) => {
      const value = typeof context.value === "string" ? parsePicked(context.value, view) : null;
      const inside = value !== null && !value.isBefore(min) && !value.isAfter(max);
      return inside ? [] : [issue(context.path, "dateBetween", bounds)];
    };
  }
});

/** The min and max of the field's date range rule, for the date picker; null when it has none. */
export const dateBounds = (field: FieldConfig): { readonly min: LocalDate; readonly max: LocalDate } | null => {
  for (const config of field.validations ?? []) {
    if (config.type !== RANGE) continue;
    const source = { field, config };
    const range = compileRange(decodeRuleParams(RangeParams, source), source);
    if (range.kind === "date") return { min: range.min, max: range.max };
  }
  return null;
};
