// Regular expressions sent by the server, compiled when the field is compiled: one that does not compile is
// a ConfigurationError naming the field, rule type and pattern, never a crash while a claimant types.
// Patterns are compiled without flags, as the server's own client scripts do.
import { type RuleSource, ruleConfigError } from "./rule-adapter.ts";

/** "whole": the entire value must match (as .NET's RegularExpression attribute checks); "anywhere": a match anywhere. */
export type PatternScope = "whole" | "anywhere";

export const compileServerPattern = (pattern: string, source: RuleSource, scope: PatternScope): RegExp => {
  try {
    new RegExp(pattern);
  } catch (error) {
    throw ruleConfigError("invalidRegularExpression", source, `the pattern /${pattern}/ does not compile (${String(error)})`);
  }
  return scope === "whole" ? new RegExp(`^(?:${pattern})$`) : new RegExp(pattern);
};

