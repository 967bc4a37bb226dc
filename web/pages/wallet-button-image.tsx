// The wallet login button's image (spec section 4: start-up loads it): the provider's mark the case names
// (wallet.buttonImageUrl), or the site's own wallet mark. It is asked for as soon as the session knows the
// wallet login is on, so the payment election (wallet-login.tsx) draws its button whole. Kept apart from the
// button itself, which the first page does not carry.
import { preload } from "react-dom";
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
