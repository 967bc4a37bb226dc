// The error display (spec section 2): the stored error header and message, as the alert modal (default
// title Alert, OK hides it) or as a banner at the top of a page.
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { ActionButton } from "./action-button.tsx";
import { ModalDialog } from "./modal-dialog.tsx";

const Banner = styled.div`
  margin-bottom: 1.5rem;
  padding: 1rem 1.25rem;
  border-left: 0.375rem solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  p { margin: 0; }
`;

export const ErrorDisplay = ({ variant }: { readonly variant: "modal" | "banner" }) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const errorInfo = useClaimState((state) => state.errorInfo);
  const headingId = useId();
  const messageId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  if (!errorInfo.showError) return null;
  const header = errorInfo.header === "" ? t("LocKey_Modal_AlertTitle") : errorInfo.header;
  const dismiss = () => void session.dismissError();
  if (variant === "banner") {
    return (
      <Banner role="alert" aria-labelledby={headingId}>
        <h2 id={headingId}>{header}</h2>
        <p>{errorInfo.message}</p>
      </Banner>
    );
  }
  return (
    <ModalDialog role="alertdialog" labelledBy={headingId} describedBy={messageId} initialFocus={ok} onEscape={dismiss}>
      <h2 id={headingId}>{header}</h2>
      <p id={messageId}>{errorInfo.message}</p>
      <ActionButton ref={ok} type="button" onClick={dismiss}>
        {t("LocKey_Button_Ok")}
      </ActionButton>
    </ModalDialog>
  );
};
