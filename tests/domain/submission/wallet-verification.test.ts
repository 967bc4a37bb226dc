import { describe, expect, it } from "vitest";
import type { SubmitOutcome } from "../../../domain/submission/submit-outcome.ts";
import { applyWalletVerification } from "../../../domain/submission/wallet-verification.ts";

const wallet = { clientId: "pp-client", enabled: true, loginUrl: "https://wallet.example/login", invalidPayPalVerification: false };

describe("applyWalletVerification", () => {
  it("sets invalidPayPalVerification on a payment-election mismatch, keeping the other settings", () => {
    expect(applyWalletVerification(wallet, { type: "paymentElectionMismatch", error: null })).toEqual({ ...wallet, invalidPayPalVerification: true });
  });

  it("changes nothing for any other outcome, and never clears the flag", () => {
    const others: SubmitOutcome[] = [
      { type: "submitted", referenceCode: "R" },
      { type: "noResponse" },
      { type: "errorResponse", error: null },
      { type: "missingReferenceCode" }
    ];
    const flagged = { ...wallet, invalidPayPalVerification: true };
    for (const outcome of others) {
      expect(applyWalletVerification(wallet, outcome)).toBe(wallet);
      expect(applyWalletVerification(flagged, outcome)).toBe(flagged);
    }
  });
});
