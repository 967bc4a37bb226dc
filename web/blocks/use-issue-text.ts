// Turns validation issues (data) into the text shown: the localization key's text when the content has
// it, the domain's default English text otherwise. The texts come with the validation engine's core, which the
// session loads before anything that may find an issue; a block shown with an issue from elsewhere before
// then shows it without its text until the texts arrive, and nothing else of the page waits for them.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { areIssueTextsLoaded, formatIssue, loadIssueTexts } from "../../domain/validation/validation-engine.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";

/** Whether the issues' texts are there; when `needed` and they are not, they are asked for and the block drawn again once they come. */
const useIssueTextsLoaded = (needed: boolean): boolean => {
  const [loaded, setLoaded] = useState(areIssueTextsLoaded);
  const missing = needed && !loaded && !areIssueTextsLoaded();
  useEffect(() => {
    if (!missing) return;
    let shown = true;
    // One that fails is asked again by the next use case that validates, which draws the block again.
    loadIssueTexts().then(
      () => {
        if (shown) setLoaded(true);
      },
      () => undefined
    );
    return () => {
      shown = false;
    };
  }, [missing]);
  return !missing;
};

/** The text of each of `issues` (those the block shows), and of any issue that comes with them. */
export const useIssueText = (issues: readonly ValidationIssue[]): ((issue: ValidationIssue) => string) => {
  const { t, i18n } = useTranslation();
  const loaded = useIssueTextsLoaded(issues.length > 0);
  return (issue) => (loaded && areIssueTextsLoaded() ? formatIssue(issue, (key) => (i18n.exists(key) ? t(key) : undefined)) : "");
};
