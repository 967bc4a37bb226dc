import { describe, expect, it } from "vitest";
import {
  type ApiCall,
  failureMessage,
  PROBLEM_OCCURED_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  SUBMISSION_DEFAULT_ERROR_KEY,
  SUBMISSION_FAILED_MESSAGE
} from "../../application/errors.ts";

describe("the error catalogue", () => {
  it("spells the user-facing messages as the spec does", () => {
    expect(REQUEST_FAILED_MESSAGE).toBe("Your request failed. Please reload and try again.");
    expect(SUBMISSION_FAILED_MESSAGE).toBe(
      "An error occured during your submission. Please try again. If this problem persists, please contact the settlement administrator at the email below."
    );
    expect(PROBLEM_OCCURED_MESSAGE).toBe(
      "A problem has occured during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below."
    );
    expect(SUBMISSION_DEFAULT_ERROR_KEY).toBe("Shared ErrorMessage Submission Default");
  });

  it.each<[ApiCall, string]>([
    ["modelConfig", REQUEST_FAILED_MESSAGE],
    ["signatureDate", REQUEST_FAILED_MESSAGE],
    ["submit", SUBMISSION_FAILED_MESSAGE],
    ["authorize", PROBLEM_OCCURED_MESSAGE],
    ["csrf", PROBLEM_OCCURED_MESSAGE],
    ["deadlines", PROBLEM_OCCURED_MESSAGE],
    ["captchaSettings", PROBLEM_OCCURED_MESSAGE],
    ["walletSettings", PROBLEM_OCCURED_MESSAGE],
    ["tracking", PROBLEM_OCCURED_MESSAGE],
    ["cultures", PROBLEM_OCCURED_MESSAGE],
    ["content", PROBLEM_OCCURED_MESSAGE]
  ])("gives %s failures the message of section 8", (call, message) => {
    expect(failureMessage(call)).toBe(message);
  });
});
