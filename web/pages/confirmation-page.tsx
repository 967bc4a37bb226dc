// The confirmation (PATTERNS, "Confirmation"): the reference code, large and easy to copy; what happens
// next; how to reach the administrator; a Print button with a print stylesheet; and the receipt of what was
// filed. Everything comes from the kept receipt, never from the claim in progress, so a reload keeps it all.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { ClaimReceipt } from "../../domain/submission/claim-receipt.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { ContactDetails } from "../layouts/chrome/contact-details.tsx";
import { ActionButton } from "../modals/action-button.tsx";
import { AnswerList } from "./answer-list.tsx";
import { useReceiptDigest } from "./receipt-digest.ts";
import { usePageTitle } from "./use-page-title.ts";

/** On paper only the page's content: no header, navigation, banner, footer or buttons. */
const PRINT_RULES = `@media print {
  header, nav, footer, a[href="#main-content"], section[aria-labelledby="site-banner-heading"], [data-print="hide"] { display: none !important; }
  body { color: #000000; background: #ffffff; }
  main { max-width: none; padding: 0; }
  a { color: inherit; text-decoration: none; }
}`;

const CodePanel = styled.div`
  margin: 0 0 2rem;
  padding: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  p { margin: 0; font-size: 1.25rem; }
  @media print { color: #000000; background: none; border: 2px solid #000000; }
`;

const ReferenceCode = styled.strong`
  display: block;
  margin: 0.5rem 0;
  font-size: 2.25rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;

const CopyButton = styled(ActionButton)`
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.page};
`;

const Block = styled.section`
  margin: 0 0 2rem;
  h2 { font-size: 1.5rem; }
`;

const Facts = styled.dl`
  margin: 0 0 1.5rem;
  dt { font-weight: 700; margin-top: 0.5rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const BODY_KEYS = { documents: "LocKey_Confirmation_DocumentsBody", claim: "LocKey_Confirmation_Body" } as const;

/** Copying needs the Clipboard API; without it the code is still selectable with one click (user-select: all). */
const CopyReference = ({ code }: { readonly code: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  if (typeof navigator === "undefined" || typeof navigator.clipboard === "undefined") return null;
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true);
      },
      (error: unknown) => {
        console.error(error);
      }
    );
  };
  return (
    <div data-print="hide">
      <CopyButton type="button" onClick={copy}>
        {t("LocKey_Button_CopyReference")}
      </CopyButton>
      <p role="status">{copied ? t("LocKey_Confirmation_Copied") : ""}</p>
    </div>
  );
};

const Receipt = ({ receipt }: { readonly receipt: ClaimReceipt }) => {
  const { t } = useTranslation();
  const culture = useClaimState((state) => state.culture);
  const digest = useReceiptDigest(receipt.payload);
  const headingId = useId();
  const submittedAt = new Date(receipt.submittedAt);
  return (
    <Block aria-labelledby={headingId}>
      <h2 id={headingId}>{t("LocKey_Receipt_Header")}</h2>
      <p>{t("LocKey_Receipt_Intro")}</p>
      <Facts>
        <dt>{t("LocKey_Receipt_ReferenceCode")}</dt>
        <dd>{receipt.referenceCode}</dd>
        <dt>{t("LocKey_Receipt_SubmittedAt")}</dt>
        <dd>
          <time dateTime={submittedAt.toISOString()}>{new Intl.DateTimeFormat(culture, { dateStyle: "long", timeStyle: "long" }).format(submittedAt)}</time>
        </dd>
        <dt>{t("LocKey_Receipt_Fingerprint")}</dt>
        <dd>
          <code>{digest ?? "…"}</code>
        </dd>
      </Facts>
      <AnswerList groups={receipt.answers} formType={receipt.formType} />
    </Block>
  );
};

export const ConfirmationPage = () => {
  const { t } = useTranslation();
  const contactId = useId();
  const nextId = useId();
  const receipt = useClaimState((state) => (state.navigation.activeForm === null ? undefined : state.receipts[state.navigation.activeForm]));
  usePageTitle(t("LocKey_PageTitle_Confirmation"));
  const contact = (
    <Block aria-labelledby={contactId}>
      <h2 id={contactId}>{t("LocKey_Footer_ContactHeader")}</h2>
      <ContactDetails />
    </Block>
  );
  if (receipt === undefined) {
    return (
      <>
        <h1>{t("LocKey_PageTitle_Confirmation")}</h1>
        <p>{t("LocKey_Confirmation_NoReceipt")}</p>
        {contact}
      </>
    );
  }
  const body = receipt.formType === "DocumentsUpload" ? BODY_KEYS.documents : BODY_KEYS.claim;
  return (
    <>
      <style>{PRINT_RULES}</style>
      <h1>{t("LocKey_PageTitle_Confirmation")}</h1>
      <CodePanel>
        <p>{t("LocKey_Confirmation_ReferenceLabel")}</p>
        <ReferenceCode>{receipt.referenceCode}</ReferenceCode>
      </CodePanel>
      <CopyReference code={receipt.referenceCode} />
      <Block aria-labelledby={nextId}>
        <h2 id={nextId}>{t("LocKey_Confirmation_NextHeader")}</h2>
        <p>{t(body, { referenceCode: receipt.referenceCode })}</p>
      </Block>
      {contact}
      <p data-print="hide">
        <ActionButton
          type="button"
          onClick={() => {
            window.print();
          }}
        >
          {t("LocKey_Button_Print")}
        </ActionButton>
      </p>
      <Receipt receipt={receipt} />
    </>
  );
};
