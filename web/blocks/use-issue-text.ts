// Turns validation issues (data) into the text shown: the localization key's text when the content has
// it, the domain's default English text otherwise. The texts come with the validation engine, which is
// loaded before any issue is found: a block with an issue from elsewhere waits for them.
import { use } from "react";
import { useTranslation } from "react-i18next";
import { areIssueTextsLoaded, formatIssue, loadValidationEngine } from "../../domain/validation/validation-engine.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";

/** The text of each of `issues` (those the block shows), and of any issue that comes with them. */
export const useIssueText = (issues: readonly ValidationIssue[]): ((issue: ValidationIssue) => string) => {
  const { t, i18n } = useTranslation();
  if (issues.length > 0 && !areIssueTextsLoaded()) use(loadValidationEngine());
  return (issue) => formatIssue(issue, (key) => (i18n.exists(key) ? t(key) : undefined));
};
