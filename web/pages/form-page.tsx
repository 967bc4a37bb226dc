// The main form layout (spec section 2): a form wrapper whose own submit is suppressed, around the page
// view of the current page of the active form: the error summary after a failed Next or Submit, the page's
// localized title and introduction (unless its blocks place copy), the answers on the claim summary, its
// fields as building blocks, the wallet login on the payment election, Back and Next, "Save and come back later" after the first page, and
// what a one-page form's look-up found; on the first page, a saved draft found on authorizing is offered
// instead of the form. The confirmation is a page of its own, no form. A page served whole keeps what was
// typed and pressed in it before the site took it over.
import { type SyntheticEvent, use, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { isConfirmationPage } from "../../domain/deadlines/deadline-names.ts";
import { isSummaryPage } from "../../domain/forms/summary-page.ts";
import { normalizePath } from "../../domain/navigation/routes.ts";
import { pagePlacesCopy } from "../../application/session/page-context.ts";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { replayTakenOver } from "../app/early-edits.ts";
import { ServedWholeContext } from "../app/served-whole-context.ts";
import { ChooseAgainNotice, DraftOffer, SaveForLater } from "../blocks/claim-draft-blocks-on-demand.tsx";
import { DraftNotice } from "../blocks/draft-notice.tsx";
import { ErrorSummary } from "../blocks/error-summary.tsx";
import { fieldInputId } from "../blocks/field-id.ts";
import { PageFields } from "../blocks/page-fields.tsx";
import { NO_OUTCOME, type PageOutcome, WizardButtons } from "../blocks/wizard-buttons.tsx";
import { ClaimSummary, ConfirmationPage } from "./later-pages.tsx";
import { focusField } from "./focus-field.ts";
export { loadFormPageParts } from "./form-page-parts.ts";
import { LookupResult } from "./lookup-result.tsx";
import { pageKeys } from "../../domain/forms/page-keys.ts";
import { prefetchNextSteps } from "./prefetch-next-steps.ts";
import { usePageTitle } from "./use-page-title.ts";
import { WalletLoginLink, WalletVerificationMessage } from "./wallet-login-on-demand.tsx";

const suppressSubmit = (event: SyntheticEvent) => {
  event.preventDefault();
};

/** One page of a form; keyed by its path, so nothing of one page's outcome shows on the next. */
export const FormPage = () => {
  const path = normalizePath(useLocation().pathname);
  const session = useClaimSession();
  // The code the claimant's next steps need arrives while they read this page.
  useEffect(() => prefetchNextSteps(session), [session]);
  return isConfirmationPage(path) ? <ConfirmationPage key={path} /> : <FormPageView key={path} path={path} />;
};

/**
 * Arriving from a Change link of the summary, the field asked about takes focus. It waits a tick: the route
 * change moves focus to the main region after the page has mounted.
 */
const useFocusOnArrival = () => {
  const field = useClaimState((state) => state.returnTo?.field ?? null);
  useEffect(() => {
    if (field === null) return;
    const timer = window.setTimeout(() => {
      focusField(fieldInputId(field.clientId, field.key));
    }, 0);
    return () => {
      window.clearTimeout(timer);
    };
  }, [field]);
};

const FormPageView = ({ path }: { readonly path: string }) => {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<PageOutcome>(NO_OUTCOME);
  const headingId = useId();
  const navigation = useClaimState((state) => state.navigation);
  const formType = navigation.activeForm ?? "Standard";
  const firstPage = navigation.nodes[0]?.path;
  const onFirstPage = path === "/" || path === firstPage;
  const keys = pageKeys(formType, path, onFirstPage);
  const offered = useClaimState((state) => state.draft.offer !== null);
  // A page whose blocks place copy says what they say, not the fixed introduction.
  const placesCopy = useClaimState(pagePlacesCopy);
  const authorized = useClaimState((state) => state.authorized[formType]);
  const form = useRef<HTMLFormElement>(null);
  const servedWhole = use(ServedWholeContext);
  useEffect(() => {
    if (servedWhole && form.current !== null) replayTakenOver(form.current);
  }, [servedWhole]);
  useFocusOnArrival();
  const message =
    outcome.message === null
      ? null
      : [t(outcome.message.key, outcome.message.params ?? {}), outcome.message.detail].filter((part) => part !== null && part !== "").join(" ");
  // The page title says "Error:" first while the error summary is shown (PATTERNS).
  usePageTitle(outcome.issues.length > 0 || message !== null ? `${t("LocKey_Error_Prefix")} ${t(keys.title)}` : t(keys.title));
  return (
    <form ref={form} noValidate aria-labelledby={headingId} onSubmit={suppressSubmit}>
      <ErrorSummary issues={outcome.issues} pageMessage={message} />
      <h1 id={headingId}>{t(keys.title)}</h1>
      <DraftNotice />
      {offered && onFirstPage ? (
        <DraftOffer />
      ) : (
        <>
          {!placesCopy && <p>{t(keys.intro)}</p>}
          {!onFirstPage && <ChooseAgainNotice />}
          {isSummaryPage(path) && <ClaimSummary />}
          <WalletVerificationMessage />
          <PageFields />
          <WalletLoginLink />
          <WizardButtons onOutcome={setOutcome} />
          {!onFirstPage && authorized && formType !== "Lookup" && <SaveForLater />}
          <LookupResult />
        </>
      )}
    </form>
  );
};
