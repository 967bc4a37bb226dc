// Turns validation issues (data) into the text shown: the localization key's text when the content has
// it, the domain's default English text otherwise.
import { useTranslation } from "react-i18next";
import { formatIssue } from "../../domain/validation/validation-messages.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";

export const useIssueText = (): ((issue: ValidationIssue) => string) => {
  const { t, i18n } = useTranslation();
  return (issue) => formatIssue(issue, (key) => (i18n.exists(key) ? t(key) : undefined));
};
