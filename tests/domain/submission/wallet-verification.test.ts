import { describe, expect, it } from "vitest";
import type { SubmitOutcome } from "../../../domain/submission/submit-outcome.ts";
import { applyWalletVerification } from "../../../domain/submission/wallet-verification.ts";

const wallet = { clientId: "pp-client", enabled: true, loginUrl: "https://wallet.example/login", invalidPayPalVerification: false };

describe("applyWalletVerification", () => {
  it("sets invalidPayPalVerification on a payment-election mismatch, keeping the other settings", () => {
    expect(applyWalletVerification(wallet, { type: "paymentElectionMismatch", error: null })).toEqual({ ...wallet, invalidPayPalVerification: true });
  });

  it("clears the flag on any other verdict of the server, and keeps it when no answer came", () => {
    const verdicts: SubmitOutcome[] = [
      { type: "submitted", referenceCode: "R" },
      { type: "errorResponse", error: null },
      { type: "missingReferenceCode" }
    ];
    const flagged = { ...wallet, invalidPayPalVerification: true };
    for (const outcome of verdicts) {
      expect(applyWalletVerification(flagged, outcome).invalidPayPalVerification).toBe(false);
      expect(applyWalletVerification(wallet, outcome).invalidPayPalVerification).toBe(false);
    }
    expect(applyWalletVerification(flagged, { type: "noResponse" })).toBe(flagged);
  });
});
