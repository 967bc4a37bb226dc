// The rule adapters that read calendar dates, and the date picker's rule: the part of the rules that
// brings the date code (js-joda). Kept apart from the others (plain-rules.ts) so that a page with no date
// field never runs that code; date-rule-types.ts names them for whoever must decide without loading them.
import type { RuleAdapter } from "./rules/rule-adapter.ts";
import { endDateRule } from "./rules/end-date.ts";
import { preventFutureDateRule, preventFutureShortDateRule } from "./rules/prevent-future-date.ts";
import { rangeRule } from "./rules/range.ts";
import { validDateRule } from "./rules/valid-date.ts";

export { datePickerRule } from "./rules/date-picker-choice.ts";

/** The date rules' adapters, in the registry's order; their types are date-rule-types.ts's DATE_RULE_TYPES. */
export const DATE_RULE_ADAPTERS: readonly RuleAdapter[] = [rangeRule, endDateRule, preventFutureDateRule, preventFutureShortDateRule, validDateRule];
