// Gets a claim ready to send: runs the submission rules (domain/validation/submission-rules.ts) on the
// models that would be sent and builds the payload only when they pass. Issues come back as data.
import { Result } from "effect";
import type { ModelSet } from "../forms/form-model.ts";
import { checkSubmission } from "../validation/submission-rules.ts";
import type { ValidationIssue } from "../validation/validation-issue.ts";
import type { ClaimDto } from "./claim-dto.ts";
import { buildClaimDto, type ClaimDtoOptions, filesOf, submittedModels } from "./claim-dto-builder.ts";

export interface SubmissionRequest extends ClaimDtoOptions {
  /** The captcha store's enabled flag: a token is then required. */
  readonly captchaEnabled: boolean;
}

/**
 * The rules see exactly what the builder would send, so a claim that fails them is never half built; and
 * the file-shape rules run first, so the builder's developer errors cannot be reached from here.
 */
export const prepareSubmission = (
  models: ModelSet,
  request: SubmissionRequest
): Result.Result<ClaimDto, readonly ValidationIssue[]> => {
  const submitted = submittedModels(models);
  const issues = checkSubmission({
    captchaEnabled: request.captchaEnabled,
    captchaResponse: request.captchaToken,
    culture: request.culture,
    models: submitted,
    documents: filesOf(submitted)
  });
  return issues.length > 0 ? Result.fail(issues) : Result.succeed(buildClaimDto(models, request));
};
