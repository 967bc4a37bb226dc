// Save and return on the page (claim-drafts.ts): the offer of a saved draft after authorizing again
// (continue where I left off, or start again), the "Save and come back later" button with what became of the
// save beside it, and the documents to choose again after a draft came back (answers from another tab
// brought back: draft-notice.tsx). Each message is a polite status, the offer takes focus when it appears so
// a screen reader starts there, and every control works by keyboard. Loaded on demand
// (claim-draft-blocks-on-demand.tsx): a fresh start page draws none of them.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { isFileList } from "../../domain/forms/field-value.ts";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { ActionButton } from "../modals/action-button.tsx";
import { Feedback } from "./feedback.tsx";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 1.5rem;
`;

const SecondaryButton = styled(ActionButton)`
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.page};
  border-color: ${({ theme }) => theme.colors.primary};
`;

const OfferHeading = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
`;

/** One action at a time: its buttons are disabled while it runs. */
const useRunning = () => {
  const [running, setRunning] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    if (running) return;
    setRunning(true);
    void action().finally(() => {
      setRunning(false);
    });
  };
  return [running, run] as const;
};

/** When the draft was saved, in the claimant's language. */
const savedOn = (savedAt: number, culture: string): string => {
  try {
    return new Intl.DateTimeFormat(culture, { dateStyle: "long", timeStyle: "short" }).format(new Date(savedAt));
  } catch {
    return new Date(savedAt).toISOString();
  }
};

/** The draft found on authorizing again: shown on the start page instead of its form until the claimant chooses. */
export const DraftOffer = () => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const offer = useClaimState((state) => state.draft.offer);
  const culture = useClaimState((state) => state.culture);
  const heading = useRef<HTMLHeadingElement>(null);
  const [running, run] = useRunning();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  if (offer === null) return null;
  return (
    <section aria-labelledby="draft-offer-heading">
      <OfferHeading id="draft-offer-heading" ref={heading} tabIndex={-1}>
        {t("LocKey_Draft_Offer_Header")}
      </OfferHeading>
      <p>{t("LocKey_Draft_Offer_Body", { savedOn: savedOn(offer.draft.savedAt, culture) })}</p>
      <Row>
        <ActionButton type="button" disabled={running} onClick={() => { run(() => session.continueDraft()); }}>
          {t("LocKey_Button_ContinueDraft")}
        </ActionButton>
        <SecondaryButton type="button" disabled={running} onClick={() => { run(() => session.startAgain()); }}>
          {t("LocKey_Button_StartAgain")}
        </SecondaryButton>
      </Row>
    </section>
  );
};

const SaveResult = styled.p`
  flex-basis: 100%;
  margin: 0;
  &:empty {
    display: none;
  }
`;

const SAVE_RESULT_KEYS = { saved: "LocKey_Draft_Saved", notSaved: "LocKey_Draft_NotSaved", filed: "LocKey_Draft_Filed" } as const;

/**
 * "Save and come back later", on every page of a form after its first. The button keeps its focus while the
 * save runs (aria-disabled, not disabled), and the result is said in a live region beside it that is always
 * there, so a screen reader hears it, each time.
 */
export const SaveForLater = () => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const [running, run] = useRunning();
  const notice = useClaimState((state) => state.draft.notice);
  const result = notice === "saved" || notice === "notSaved" || notice === "filed" ? t(SAVE_RESULT_KEYS[notice]) : "";
  return (
    <Row>
      <SecondaryButton type="button" aria-disabled={running ? true : undefined} aria-busy={running ? true : undefined} onClick={() => { run(() => session.saveForLater()); }}>
        {t("LocKey_Button_SaveForLater")}
      </SecondaryButton>
      <SaveResult role="status">{result}</SaveResult>
    </Row>
  );
};

/** The documents a draft brought back by name, until the claimant has chosen a document again. */
export const ChooseAgainNotice = () => {
  const { t } = useTranslation();
  const names = useClaimState((state) => state.draft.documentsToChooseAgain);
  const chosenAgain = useClaimState((state) => (state.models?.saved ?? []).some((model) => Object.values(model.fields).some((value) => value !== null && isFileList(value) && value.length > 0)));
  if (names.length === 0 || chosenAgain) return null;
  return (
    <Feedback tone="information">
      <p>{t("LocKey_Draft_ChooseAgain", { documents: names.join(", ") })}</p>
    </Feedback>
  );
};
