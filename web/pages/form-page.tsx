// The main form layout (spec section 2): a form wrapper whose own submit is suppressed, around the page
// view of the current page of the active form: the error summary after a failed Next, the page's
// localized title and introduction, its fields as building blocks, and Back and Next.
import { type SyntheticEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { normalizePath } from "../../domain/navigation/routes.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { ErrorSummary } from "../blocks/error-summary.tsx";
import { PageFields } from "../blocks/page-fields.tsx";
import { WizardButtons } from "../blocks/wizard-buttons.tsx";
import type { ProceedOutcome } from "../../application/use-cases/proceed.ts";
import { LookupResult } from "./lookup-result.tsx";
import { pageKeys } from "./page-keys.ts";
import { usePageTitle } from "./use-page-title.ts";

const suppressSubmit = (event: SyntheticEvent) => {
  event.preventDefault();
};

const NO_OUTCOME: ProceedOutcome = { moved: false, issues: [], refused: false };

/** One page of a form; keyed by its path, so nothing of one page's outcome shows on the next. */
export const FormPage = () => {
  const path = normalizePath(useLocation().pathname);
  return <FormPageView key={path} path={path} />;
};

const FormPageView = ({ path }: { readonly path: string }) => {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ProceedOutcome>(NO_OUTCOME);
  const headingId = useId();
  const navigation = useClaimState((state) => state.navigation);
  const formType = navigation.activeForm ?? "Standard";
  const firstPage = navigation.nodes[0]?.path;
  const keys = pageKeys(formType, path, path === "/" || path === firstPage);
  const failed = outcome.issues.length > 0 || outcome.refused;
  // The page title says "Error:" first while the error summary is shown (PATTERNS).
  usePageTitle(failed ? `${t("LocKey_Error_Prefix")} ${t(keys.title)}` : t(keys.title));
  return (
    <form noValidate aria-labelledby={headingId} onSubmit={suppressSubmit}>
      <ErrorSummary issues={outcome.issues} pageMessage={outcome.refused ? t("LocKey_Error_NotAuthorized") : null} />
      <h1 id={headingId}>{t(keys.title)}</h1>
      <p>{t(keys.intro)}</p>
      <PageFields />
      <WizardButtons onOutcome={setOutcome} />
      <LookupResult />
    </form>
  );
};
