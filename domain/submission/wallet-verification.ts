// The invalid wallet verification flag (spec section 4; named invalidPayPalVerification as the product
// spells it): a payment-election mismatch on submit sets it. Nothing here clears it.
import type { SubmitOutcome } from "./submit-outcome.ts";

export interface WalletVerification {
  readonly invalidPayPalVerification: boolean;
}

/** Works on any state slice that carries the flag, so the wallet settings keep their other fields. */
export const applyWalletVerification = <State extends WalletVerification>(state: State, outcome: SubmitOutcome): State =>
  outcome.type === "paymentElectionMismatch" ? { ...state, invalidPayPalVerification: true } : state;
