import { Result } from "effect";
import { describe, expect, it } from "vitest";
import {
  INITIAL_SUBMISSION,
  referenceCodeFor,
  settleSubmission,
  startSubmission,
  type SubmissionState
} from "../../../domain/submission/submission-state.ts";
import type { SubmitOutcome } from "../../../domain/submission/submit-outcome.ts";

const started = (): SubmissionState => {
  const result = startSubmission(INITIAL_SUBMISSION);
  if (Result.isFailure(result)) throw new Error("the first submission should start");
  return result.success;
};

describe("submitting", () => {
  it("starts not submitting, with no reference codes", () => {
    expect(INITIAL_SUBMISSION).toEqual({ isSubmitting: false, referenceCodes: {} });
    expect(referenceCodeFor(INITIAL_SUBMISSION, "Standard")).toBeNull();
  });

  it("sets isSubmitting on start", () => {
    expect(started()).toEqual({ isSubmitting: true, referenceCodes: {} });
  });

  it("refuses a second submit while one is in progress", () => {
    expect(startSubmission(started())).toEqual(Result.fail("alreadySubmitting"));
  });

  it("stores the reference code for the form type on success and returns true", () => {
    const [state, succeeded] = settleSubmission(started(), "Automotive", { type: "submitted", referenceCode: "AUTO-1" });
    expect(succeeded).toBe(true);
    expect(state).toEqual({ isSubmitting: false, referenceCodes: { Automotive: "AUTO-1" } });
    expect(referenceCodeFor(state, "Automotive")).toBe("AUTO-1");
    expect(referenceCodeFor(state, "Standard")).toBeNull();
  });

  it("keeps the codes of other form types", () => {
    const [first] = settleSubmission(started(), "Standard", { type: "submitted", referenceCode: "S-1" });
    const [second] = settleSubmission({ ...first, isSubmitting: true }, "DocumentsUpload", { type: "submitted", referenceCode: "D-1" });
    expect(second.referenceCodes).toEqual({ Standard: "S-1", DocumentsUpload: "D-1" });
  });

  it("clears isSubmitting and returns false for every failure, storing no code", () => {
    const failures: SubmitOutcome[] = [
      { type: "noResponse" },
      { type: "paymentElectionMismatch", error: null },
      { type: "errorResponse", error: "no" },
      { type: "missingReferenceCode" }
    ];
    for (const outcome of failures) {
      expect(settleSubmission(started(), "Standard", outcome)).toEqual([{ isSubmitting: false, referenceCodes: {} }, false]);
    }
  });

  it("allows a new submit once the last one settled", () => {
    const [settled] = settleSubmission(started(), "Standard", { type: "noResponse" });
    expect(Result.isSuccess(startSubmission(settled))).toBe(true);
  });
});
