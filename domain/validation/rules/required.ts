// required and requiredOnClientOnly: the value must not be blank (null, empty or whitespace-only, or an
// empty file list; false and 0 are values). params: none. Issue: required.
import { isBlank } from "../../forms/field-value.ts";
import { issue } from "../validation-issue.ts";
import { NoParams, type RuleAdapter, defineRule } from "./rule-adapter.ts";

const required = (type: string): RuleAdapter =>
  defineRule({
    type,
    params: NoParams,
    judgesBlank: true,
    compile: () => (context) => (isBlank(context.value) ? [issue(context.path, "required")] : [])
  });

export const requiredRule = required("required");

export const requiredOnClientOnlyRule = required("requiredOnClientOnly");
