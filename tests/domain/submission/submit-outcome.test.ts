import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SubmitAnswer } from "../../../domain/api/submit-answer.schema.ts";
import { interpretSubmitAnswer } from "../../../domain/submission/submit-outcome.ts";

describe("interpretSubmitAnswer", () => {
  it("reads a submitted answer with a reference code as success", () => {
    expect(interpretSubmitAnswer({ submitted: true, referenceCodeForm: "ABC-123" })).toEqual({ type: "submitted", referenceCode: "ABC-123" });
    expect(interpretSubmitAnswer({ submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: "R1" })).toEqual({
      type: "submitted",
      referenceCode: "R1"
    });
  });

  it("reads no answer as no response", () => {
    expect(interpretSubmitAnswer(null)).toEqual({ type: "noResponse" });
  });

  it("reads a payment-election mismatch first, keeping its error text", () => {
    expect(interpretSubmitAnswer({ submitted: false, nonMatchingPaymentElection: true, error: "Verify again" })).toEqual({
      type: "paymentElectionMismatch",
      error: "Verify again"
    });
    expect(interpretSubmitAnswer({ submitted: true, nonMatchingPaymentElection: true, referenceCodeForm: "R1" })).toEqual({
      type: "paymentElectionMismatch",
      error: null
    });
  });

  it("reads a refusal or an error text as an error response", () => {
    expect(interpretSubmitAnswer({ submitted: false, error: "Bad claim" })).toEqual({ type: "errorResponse", error: "Bad claim" });
    expect(interpretSubmitAnswer({ submitted: false })).toEqual({ type: "errorResponse", error: null });
    expect(interpretSubmitAnswer({ submitted: false, error: "   " })).toEqual({ type: "errorResponse", error: null });
    expect(interpretSubmitAnswer({ submitted: true, error: "Failed late", referenceCodeForm: "R1" })).toEqual({
      type: "errorResponse",
      error: "Failed late"
    });
  });

  it("reads an answer naming the member's earlier claim as already filed, before anything else it says", () => {
    expect(interpretSubmitAnswer({ submitted: false, error: "Already filed", referenceCodeForm: null, alreadyFiledReferenceCode: "K7M2QX9PAB" })).toEqual({
      type: "alreadyFiled",
      referenceCode: "K7M2QX9PAB"
    });
    expect(interpretSubmitAnswer({ submitted: false, nonMatchingPaymentElection: true, alreadyFiledReferenceCode: "K7M2QX9PAB" })).toMatchObject({ type: "alreadyFiled" });
    expect(interpretSubmitAnswer({ submitted: false, error: "Bad claim", alreadyFiledReferenceCode: " " })).toEqual({ type: "errorResponse", error: "Bad claim" });
  });

  it("reads a success without a reference code as a missing reference code", () => {
    expect(interpretSubmitAnswer({ submitted: true })).toEqual({ type: "missingReferenceCode" });
    expect(interpretSubmitAnswer({ submitted: true, referenceCodeForm: null })).toEqual({ type: "missingReferenceCode" });
    expect(interpretSubmitAnswer({ submitted: true, referenceCodeForm: " " })).toEqual({ type: "missingReferenceCode" });
  });

  it("succeeds exactly when submitted, with no mismatch, no error text and a reference code", () => {
    const answerArb: fc.Arbitrary<SubmitAnswer> = fc.record(
      {
        submitted: fc.boolean(),
        nonMatchingPaymentElection: fc.option(fc.boolean()),
        error: fc.option(fc.oneof(fc.constantFrom("", "  ", "error"), fc.string())),
        referenceCodeForm: fc.option(fc.oneof(fc.constantFrom("", " ", "R-1"), fc.string()))
      },
      { requiredKeys: ["submitted"] }
    );
    fc.assert(
      fc.property(answerArb, (answer) => {
        const outcome = interpretSubmitAnswer(answer);
        const filled = (value: string | null | undefined) => value !== null && value !== undefined && value.trim() !== "";
        const expected = answer.submitted && answer.nonMatchingPaymentElection !== true && !filled(answer.error) && filled(answer.referenceCodeForm);
        expect(outcome.type === "submitted").toBe(expected);
        if (outcome.type === "submitted") expect(outcome.referenceCode).toBe(answer.referenceCodeForm);
      })
    );
  });
});
