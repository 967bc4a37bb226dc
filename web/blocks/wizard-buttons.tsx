// Back and Next (spec section 2, "Button"): disabled while their own action runs and while the router
// navigates. Next is the session's proceed (which authorizes first on a form's first page); on the page
// before the confirmation it is Submit, which shows its progress and files one claim however often it is
// pressed (PATTERNS, "Submitting"), and says when a server too busy to take it will get it again. What either
// says about the page goes to the page.
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { ProceedOutcome } from "../../application/use-cases/proceed.ts";
import type { SubmitResult } from "../../application/use-cases/submit-claim.ts";
import { SUBMISSION_DEFAULT_ERROR_KEY } from "../../application/errors.ts";
import { isConfirmationPage } from "../../domain/deadlines/deadline-names.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { useNavigating } from "../app/router-state-context.ts";
import { VisuallyHidden } from "../layouts/chrome/visually-hidden.ts";
import { ActionButton } from "../modals/action-button.tsx";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 2rem;
`;

/** Said while a submit the server was too busy for waits to be sent again (submit-claim.ts). */
const RetryNote = styled.p`
  flex-basis: 100%;
  margin: 0;
`;

const BackButton = styled(ActionButton)`
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.page};
  border-color: ${({ theme }) => theme.colors.primary};
`;

/** What a page shows after Next or Submit: its issues, and a message about the whole page. */
export interface PageOutcome {
  readonly issues: readonly ValidationIssue[];
  /** A localization key (filled with its params), with the server's own words after it when it gave any. */
  readonly message: { readonly key: string; readonly detail: string | null; readonly params?: Readonly<Record<string, number | string>> } | null;
}

export const NO_OUTCOME: PageOutcome = { issues: [], message: null };

export const NOT_AUTHORIZED_KEY = "LocKey_Error_NotAuthorized";
export const NON_MATCHING_PAYMENT_ELECTION_KEY = "LocKey_Error_NonMatchingPaymentElection";

export const CAPTCHA_FAILED_KEY = "LocKey_Error_CaptchaFailed";

export const TOO_MANY_ATTEMPTS_KEY = "LocKey_Error_TooManyAttempts";

export const ALREADY_FILED_KEY = "LocKey_Error_AlreadyFiled";

export const RETRYING_KEY = "LocKey_Submit_Retrying";

const REFUSAL_KEYS = { credentials: NOT_AUTHORIZED_KEY, captcha: CAPTCHA_FAILED_KEY, tooManyAttempts: TOO_MANY_ATTEMPTS_KEY } as const;

/** Whole minutes to wait, at least one: "try again in 1 minute" reads better than in seconds. */
const minutesOf = (seconds: number | undefined): number => Math.max(1, Math.ceil((seconds ?? 60) / 60));

const proceedOutcome = (outcome: ProceedOutcome): PageOutcome => ({
  issues: outcome.issues,
  message:
    outcome.refusal === null
      ? null
      : { key: REFUSAL_KEYS[outcome.refusal], detail: null, params: { minutes: minutesOf(outcome.retryAfterSeconds) } }
});

/**
 * A claim not filed says why on the page. A call that failed outright (or gave no reference code) shows the
 * error display instead, and a filed claim has moved on to its confirmation.
 */
export const submitOutcome = (result: SubmitResult): PageOutcome => {
  const { outcome } = result;
  if (result.captchaFailed) return { issues: [], message: { key: CAPTCHA_FAILED_KEY, detail: null } };
  if (outcome === null) return { issues: result.issues, message: null };
  switch (outcome.type) {
    case "paymentElectionMismatch":
      return { issues: [], message: { key: NON_MATCHING_PAYMENT_ELECTION_KEY, detail: null } };
    case "errorResponse":
      return { issues: [], message: { key: SUBMISSION_DEFAULT_ERROR_KEY, detail: outcome.error } };
    case "alreadyFiled":
      return { issues: [], message: { key: ALREADY_FILED_KEY, detail: null, params: { referenceCode: outcome.referenceCode } } };
    default:
      return NO_OUTCOME;
  }
};

export const WizardButtons = ({ onOutcome }: { readonly onOutcome: (outcome: PageOutcome) => void }) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const navigating = useNavigating();
  const [running, setRunning] = useState(false);
  // A second click can come before the re-render that disables the button: the claim is sent once.
  const inFlight = useRef(false);
  const page = useClaimState((state) => state.navigation.page);
  const firstPage = useClaimState((state) => state.navigation.nodes[0]?.path);
  const formType = useClaimState((state) => state.navigation.activeForm);
  const submitting = useClaimState((state) => state.client.isSubmitting);
  const retryInSeconds = useClaimState((state) => state.client.submitRetryInSeconds);
  if (page === null) return null;
  const onFirstPage = page.path === firstPage;
  const submits = page.nextNavTarget !== null && isConfirmationPage(page.nextNavTarget);
  const sending = submits && (running || submitting);
  const busy = running || navigating || submitting;
  const retryText = submits && retryInSeconds !== null ? t(RETRYING_KEY, { seconds: retryInSeconds }) : null;

  const run = async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  const next = () =>
    run(async () => {
      onOutcome(submits ? submitOutcome(await session.submit()) : proceedOutcome(await session.proceed()));
    });

  const nextLabel = submits
    ? t(formType === "DocumentsUpload" ? "LocKey_Button_SubmitDocuments" : "LocKey_Button_Submit")
    : t(onFirstPage ? "LocKey_Button_Start" : "LocKey_Button_Next");

  return (
    <Row>
      {page.backNavTarget !== null && (
        <BackButton type="button" disabled={busy} onClick={() => void run(() => session.back())}>
          {t("LocKey_Button_Back")}
        </BackButton>
      )}
      {page.nextNavTarget === null && onFirstPage && (
        // A one-page form (Lookup) looks the credentials up and shows what they found.
        <ActionButton type="button" disabled={busy} onClick={() => void next()}>
          {t("LocKey_Button_Lookup")}
        </ActionButton>
      )}
      {page.nextNavTarget !== null && (
        <ActionButton type="button" disabled={busy} aria-busy={sending ? true : undefined} onClick={() => void next()}>
          {sending ? t("LocKey_Button_Submitting") : nextLabel}
        </ActionButton>
      )}
      {/* The button loses focus while it is disabled: its progress, and a retry's wait, are said here too. */}
      {submits && <VisuallyHidden role="status">{retryText ?? (sending ? t("LocKey_Button_Submitting") : "")}</VisuallyHidden>}
      {retryText !== null && <RetryNote aria-hidden="true">{retryText}</RetryNote>}
    </Row>
  );
};
