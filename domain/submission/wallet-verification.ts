// The invalid wallet verification flag (spec section 4; named invalidPayPalVerification as the product
// spells it): a payment-election mismatch on submit sets it, and the server's next verdict on the claim
// decides it again, so the message goes once a corrected election has been sent.
import type { SubmitOutcome } from "./submit-outcome.ts";

export interface WalletVerification {
  readonly invalidPayPalVerification: boolean;
}

/** Works on any state slice that carries the flag, so the wallet settings keep their other fields. */
export const applyWalletVerification = <State extends WalletVerification>(state: State, outcome: SubmitOutcome): State =>
  outcome.type === "noResponse" ? state : { ...state, invalidPayPalVerification: outcome.type === "paymentElectionMismatch" };
