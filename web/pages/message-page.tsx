// The shape of the site's own pages (spec section 2: /error, /page-not-found, /session-expired,
// /deadline): a heading, localized text, an optional way back in, and the administrator's contact details.
// Served whole (where the guard sends a fresh visit), it hands presses to the site once taken over.
import { type ReactNode, use, useEffect } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { replayTakenOverPress } from "../app/early-edits.ts";
import { ServedWholeContext } from "../app/served-whole-context.ts";
import { ContactDetails } from "../layouts/chrome/contact-details.tsx";
import { usePageTitle } from "./use-page-title.ts";

const ContactBlock = styled.section`
  margin-top: 2rem;
  h2 { font-size: 1.25rem; }
`;

export interface MessagePageProps {
  readonly headingKey: string;
  readonly bodyKey: string;
  readonly before?: ReactNode;
  readonly action?: ReactNode;
}

export const MessagePage = ({ headingKey, bodyKey, before, action }: MessagePageProps) => {
  const { t } = useTranslation();
  usePageTitle(t(headingKey));
  const servedWhole = use(ServedWholeContext);
  useEffect(() => {
    if (servedWhole) replayTakenOverPress();
  }, [servedWhole]);
  return (
    <>
      {before}
      <h1>{t(headingKey)}</h1>
      <p>{t(bodyKey)}</p>
      {action}
      <ContactBlock aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t("LocKey_Footer_ContactHeader")}</h2>
        <ContactDetails />
      </ContactBlock>
    </>
  );
};
