// The payment election's wallet parts (wallet-login.tsx), loaded apart from the start page's code: drawn on
// the page that holds the election only, so a page without one goes without their code. Loaded before a page
// that may draw them is let through, so nothing moves under the claimant's press: a form's page past its first
// (form-page-parts.ts), a form's first that holds the election (loadStartPageWalletLogin); fetched ahead once
// the browser is idle (prefetch-next-steps.ts).
import { paymentElectionModel } from "../../application/session/page-context.ts";
import { PAYMENT_METHOD_FIELD } from "../../domain/api/wallet-login.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { startPageItems } from "../../domain/forms/page-models.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { loadParts, onDemand } from "../app/on-demand.tsx";

const loadWalletLogin = () => import("./wallet-login.tsx");

/** The names the wallet parts are loaded ahead by (form-page-parts.ts): the login link, and the refused election's message. */
export const WALLET_LOGIN_PARTS = ["wallet login link", "wallet verification message"] as const;

const LoginLink = onDemand(WALLET_LOGIN_PARTS[0], () => loadWalletLogin().then((module) => module.WalletLoginLink));
const VerificationMessage = onDemand(WALLET_LOGIN_PARTS[1], () => loadWalletLogin().then((module) => module.WalletVerificationMessage));

/** Whether the page shown holds the payment election: only then are the parts drawn, or loaded. */
const useOnElection = (): boolean => useClaimState((state) => paymentElectionModel(state) !== null);

export const WalletLoginLink = () => (useOnElection() ? <LoginLink /> : null);

export const WalletVerificationMessage = () => (useOnElection() ? <VerificationMessage /> : null);

/** Fetches the wallet parts ahead of the page that holds the election. */
export const prefetchWalletLogin = (): void => {
  // A prefetch that fails is asked again by the page that draws them.
  loadWalletLogin().catch(() => undefined);
};

/** Before a form's first page shows, the wallet parts if the page holds the payment election. */
export const loadStartPageWalletLogin = async (config: readonly ModelConfigItem[], formType: FormType): Promise<void> => {
  if (startPageItems(config, formType).some((item) => item.fields.some((field) => field.key === PAYMENT_METHOD_FIELD))) await loadParts(WALLET_LOGIN_PARTS);
};
