import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { FORM_TYPES } from "../../../domain/navigation/form-type.ts";
import {
  applyAuthorizeAnswer,
  type AuthorizationState,
  beginAuthorization,
  INITIAL_AUTHORIZATION,
  isAuthorized,
  recordServerError
} from "../../../domain/submission/authorization-state.ts";
import { INITIAL_SUBMISSION } from "../../../domain/submission/submission-state.ts";

const begun = (state: AuthorizationState, formType: (typeof FORM_TYPES)[number]): AuthorizationState => {
  const result = beginAuthorization(state, INITIAL_SUBMISSION, formType);
  if (Result.isFailure(result)) throw new Error("authorization should begin");
  return result.success;
};

describe("authorization per form type", () => {
  it("starts with every form type not authorized and no error", () => {
    expect(INITIAL_AUTHORIZATION).toEqual({ Standard: false, Lookup: false, Automotive: false, DocumentsUpload: false, errorMessage: null });
    for (const formType of FORM_TYPES) expect(isAuthorized(INITIAL_AUTHORIZATION, formType)).toBe(false);
  });

  it("resets the form type to false before the attempt, clearing the last error", () => {
    const before: AuthorizationState = { ...INITIAL_AUTHORIZATION, Standard: true, Lookup: true, errorMessage: "old" };
    expect(begun(before, "Standard")).toEqual({ ...INITIAL_AUTHORIZATION, Lookup: true });
  });

  it("is not attempted while a submission is in progress", () => {
    expect(beginAuthorization(INITIAL_AUTHORIZATION, { isSubmitting: true, referenceCodes: {} }, "Standard")).toEqual(
      Result.fail("alreadySubmitting")
    );
  });

  it("is set from the authorize answer", () => {
    const authorized = applyAuthorizeAnswer(begun(INITIAL_AUTHORIZATION, "Lookup"), "Lookup", { authorized: true, prepopulatedData: [] });
    expect(authorized).toEqual({ ...INITIAL_AUTHORIZATION, Lookup: true });
    expect(isAuthorized(authorized, "Lookup")).toBe(true);
    expect(isAuthorized(authorized, "Standard")).toBe(false);
  });

  it("stays false on a refusal, keeping the answer's error", () => {
    const refused = applyAuthorizeAnswer(INITIAL_AUTHORIZATION, "Standard", { authorized: false, error: "Unknown notice ID" });
    expect(refused).toEqual({ ...INITIAL_AUTHORIZATION, errorMessage: "Unknown notice ID" });
    expect(applyAuthorizeAnswer(INITIAL_AUTHORIZATION, "Standard", { authorized: false })).toEqual(INITIAL_AUTHORIZATION);
  });

  it("clears an error the answer carries when it authorizes", () => {
    expect(applyAuthorizeAnswer(INITIAL_AUTHORIZATION, "Automotive", { authorized: true, error: "ignored" }).errorMessage).toBeNull();
  });

  it("stores a server error as the error message without touching the flags", () => {
    const state = recordServerError({ ...INITIAL_AUTHORIZATION, DocumentsUpload: true }, "A problem has occured during your submission.");
    expect(state).toEqual({ ...INITIAL_AUTHORIZATION, DocumentsUpload: true, errorMessage: "A problem has occured during your submission." });
  });
});
