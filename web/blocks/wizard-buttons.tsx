// Back and Next (spec section 2, "Button"): disabled while their own action runs and while the router
// navigates. Next is the session's proceed (which authorizes first on a form's first page); its outcome
// goes to the page.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import styled from "styled-components";
import type { ProceedOutcome } from "../../application/use-cases/proceed.ts";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { ActionButton } from "../modals/action-button.tsx";

const Row = styled.div`
  display: flex;
  gap: 1rem;
  margin-top: 2rem;
`;

const BackButton = styled(ActionButton)`
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.page};
  border-color: ${({ theme }) => theme.colors.primary};
`;

export const WizardButtons = ({ onOutcome }: { readonly onOutcome: (outcome: ProceedOutcome) => void }) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const navigating = useNavigation().state !== "idle";
  const [running, setRunning] = useState(false);
  const page = useClaimState((state) => state.navigation.page);
  const firstPage = useClaimState((state) => state.navigation.nodes[0]?.path);
  if (page === null) return null;
  const onFirstPage = page.path === firstPage;
  const busy = running || navigating;

  const run = async (action: () => Promise<void>) => {
    setRunning(true);
    try {
      await action();
    } finally {
      setRunning(false);
    }
  };

  const next = () =>
    run(async () => {
      onOutcome(await session.proceed());
    });

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
        <ActionButton type="button" disabled={busy} onClick={() => void next()}>
          {onFirstPage ? t("LocKey_Button_Start") : t("LocKey_Button_Next")}
        </ActionButton>
      )}
    </Row>
  );
};
