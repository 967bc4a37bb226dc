// The wallet login button's image (spec section 4: start-up loads it): the provider's mark the case names
// (wallet.buttonImageUrl), or the site's own wallet mark. It is asked for as soon as the session knows the
// wallet login is on, so the payment election draws its button whole. The image is decorative, since the
// button's text names it, and it steps aside when it cannot load, leaving the text.
import { useState } from "react";
import { preload } from "react-dom";
import styled from "styled-components";
import type { WalletSettings } from "../../domain/api/wallet-settings.schema.ts";
import siteMark from "../assets/wallet-login-mark.svg?no-inline";
import { useClaimState } from "../app/claim-session-context.ts";

/** Where the button's image comes from. */
export const walletButtonImage = (wallet: Pick<WalletSettings, "buttonImageUrl">): string => wallet.buttonImageUrl ?? siteMark;

/** Asks for the image once the wallet login is known to be on; draws nothing. */
export const WalletButtonPreload = () => {
  const wallet = useClaimState((state) => state.walletSettings);
  if (wallet?.enabled === true) preload(walletButtonImage(wallet), { as: "image" });
  return null;
};

const Mark = styled.img`
  display: block;
  flex: none;
  width: auto;
  height: 1.75rem;
`;

/** The image on the button, gone if it fails to load. */
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
