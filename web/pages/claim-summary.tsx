// The claim summary's answers (PATTERNS, "Check your answers"): every answer of the pages before it,
// grouped by page, each with a Change link to its page, from which Next comes back here. The signature and
// Submit that follow belong to the form page.
import { use, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { claimAnswers } from "../../domain/forms/claim-answers.ts";
import { isPatternEngineLoaded, loadPatternEngine } from "../../domain/validation/linear-pattern.ts";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { useSiteSettings } from "../app/site-settings-context.ts";
import { AnswerList, type ChangedField } from "./answer-list.tsx";

export const ClaimSummary = () => {
  const { t } = useTranslation();
  const headingId = useId();
  const session = useClaimSession();
  const settings = useSiteSettings();
  const models = useClaimState((state) => state.models);
  const config = useClaimState((state) => state.modelConfig);
  const { activeForm, nodes } = useClaimState((state) => state.navigation);
  // Which answers show follows every page's dependencies, patterns included: the summary waits for RE2
  // (reached by Next it is there already; a page loaded afresh onto the summary may not have it yet).
  if (!isPatternEngineLoaded()) use(loadPatternEngine());
  const groups = useMemo(
    () =>
      models === null || activeForm === null
        ? []
        : claimAnswers({
            formType: activeForm,
            nodes,
            optionalPages: new Set(settings.optionalPages),
            models,
            config: config ?? [],
            includeSummary: false,
            international: settings.internationalAddress
          }),
    [models, config, activeForm, nodes, settings.optionalPages, settings.internationalAddress]
  );
  if (activeForm === null) return null;
  const change = (pagePath: string, field: ChangedField) => {
    session.changeAnswer(pagePath, field).catch((error: unknown) => {
      console.error(error);
    });
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t("LocKey_Summary_Header")}</h2>
      <AnswerList groups={groups} formType={activeForm} onChange={change} />
    </section>
  );
};
