// The payment election's wallet part (spec sections 1 and 4): with wallet login enabled and the wallet
// chosen as the payment method, a link to the provider's login (its image and text) that brings the
// claimant back to this page (the claim in progress is kept meanwhile; application/use-cases/wallet-login.ts),
// what the provider's answer was once back, and, after a submission refused for a non-matching payment
// election, what to do. Loaded with the page that holds the election (wallet-login-on-demand.tsx).
import { type MouseEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import styled from "styled-components";
import { paymentElectionModel } from "../../application/session/page-context.ts";
import { electsWalletPayment, walletLoginUrl } from "../../domain/api/wallet-login.ts";
import type { WalletSettings } from "../../domain/api/wallet-settings.schema.ts";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { useFollowLink } from "../app/follow-link-context.ts";
import { Feedback } from "../blocks/feedback.tsx";
import { NON_MATCHING_PAYMENT_ELECTION_KEY } from "../blocks/wizard-buttons.tsx";
import { walletButtonImage } from "./wallet-button-image.tsx";

const LoginLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  margin: 0 0 1.5rem;
  padding: 0.5rem 1.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: 0.25rem;
  text-decoration: none;
`;

const Mark = styled.img`
  display: block;
  flex: none;
  width: auto;
  height: 1.75rem;
`;

/** The image on the button, decorative (the text names the button), gone if it fails to load. */
export const WalletButtonMark = ({ wallet }: { readonly wallet: Pick<WalletSettings, "buttonImageUrl"> }) => {
  const source = walletButtonImage(wallet);
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === source) return null;
  return (
    <Mark
      src={source}
      alt=""
      onError={() => {
        setFailed(source);
      }}
    />
  );
};

export const WalletVerificationMessage = () => {
  const { t } = useTranslation();
  const invalid = useClaimState((state) => state.walletSettings?.invalidPayPalVerification === true);
  const onElection = useClaimState((state) => paymentElectionModel(state) !== null);
  if (!invalid || !onElection) return null;
  return (
    <Feedback tone="problem" heading={t("LocKey_ErrorSummary_Header")}>
      <p>{t(NON_MATCHING_PAYMENT_ELECTION_KEY)}</p>
    </Feedback>
  );
};

/** Back from the provider: a polite status when it answered this claim, a problem when it did not. */
const WalletLoginOutcome = ({ outcome }: { readonly outcome: "connected" | "notConfirmed" }) => {
  const { t } = useTranslation();
  return outcome === "connected" ? (
    <Feedback tone="success">
      <p>{t("LocKey_PayPal_Connected")}</p>
    </Feedback>
  ) : (
    <Feedback tone="problem" heading={t("LocKey_ErrorSummary_Header")}>
      <p>{t("LocKey_PayPal_NotConfirmed")}</p>
    </Feedback>
  );
};

export const WalletLoginLink = () => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const followLink = useFollowLink();
  const { pathname } = useLocation();
  const wallet = useClaimState((state) => state.walletSettings);
  const model = useClaimState(paymentElectionModel);
  const login = useClaimState((state) => state.walletLogin);
  const shown = wallet !== null && wallet.enabled && model !== null && electsWalletPayment(model.fields);

  useEffect(() => {
    if (shown) void session.prepareWalletLogin();
  }, [shown, session]);

  if (!shown || login === null) return null;
  const href = walletLoginUrl({
    loginUrl: wallet.loginUrl,
    clientId: wallet.clientId,
    redirectUri: `${window.location.origin}${pathname}`,
    state: login.state
  });
  // The claim is kept before the tab leaves, so coming back finds it.
  const follow = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    await session.leaveForWalletLogin();
    followLink(href);
  };
  return (
    <>
      {login.outcome !== "none" && <WalletLoginOutcome outcome={login.outcome} />}
      <LoginLink href={href} onClick={(event) => void follow(event)}>
        <WalletButtonMark wallet={wallet} />
        <span>{t("LocKey_Button_PayPalLogin")}</span>
      </LoginLink>
    </>
  );
};
