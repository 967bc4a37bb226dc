// Regular expressions sent by the server, compiled when the field is compiled by the linear-time engine
// (../linear-pattern.ts): one that does not compile, or could not be matched in linear time, is a
// ConfigurationError naming the field, rule type and pattern, never a crash or a stall while a claimant types.
import { type LinearPattern, type PatternScope, linearPattern } from "../linear-pattern.ts";
import { type RuleSource, ruleConfigError } from "./rule-adapter.ts";

export const compileServerPattern = (pattern: string, source: RuleSource, scope: PatternScope): LinearPattern =>
  linearPattern(pattern, scope, (problem) => ruleConfigError("invalidRegularExpression", source, problem));
