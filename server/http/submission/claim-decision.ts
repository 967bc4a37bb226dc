// Decides a submitted claim once its key is held: the parts must decode, the form's deadline must not
// have passed on the server clock, the claim must pass the site's own rules, and a wallet election must
// name the verified account. The first failing check is the refusal; a claim passing them all is filed.
import { Result } from "effect";
import { claimsAllowed } from "../../../domain/case/site-settings.schema.ts";
import { passedDeadline } from "../../../domain/deadlines/deadline-check.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import type { NewClaim, StoredAnswer } from "../../store/claim-store.port.ts";
import type { RosterMember } from "../../store/member-roster.port.ts";
import type { ReceivedUpload } from "../../uploads/multipart-reader.ts";
import type { ApiContext } from "../api-context.ts";
import { formSegment } from "../claims-api-segments.ts";
import { decodeClaim } from "./claim-decoding.ts";
import { describeIssues } from "./claim-issue.ts";
import { rebuildModels } from "./claim-models.ts";
import { reviewClaim } from "./claim-review.ts";
import { hasNonMatchingPaymentElection } from "./payment-election.ts";
import { hiddenValueIssues } from "./hidden-values.ts";
import { storedCredentials } from "./stored-payload.ts";
import { DEADLINE_PASSED, PAYMENT_ELECTION_MISMATCH, refusedAnswer } from "./submit-answers.ts";

export type ClaimDecision = { readonly kind: "refused"; readonly answer: StoredAnswer } | { readonly kind: "accepted"; readonly claim: NewClaim };

export interface ClaimDecisionInput {
  readonly context: ApiContext;
  readonly formType: FormType;
  readonly member: RosterMember;
  readonly upload: ReceivedUpload;
  readonly now: Date;
  /** The notice id the member authorized with (from the authorization cookie), for a claim sent without credentials. */
  readonly authorizedNotice: string | null;
}

const refused = (answer: StoredAnswer): ClaimDecision => ({ kind: "refused", answer });

/** The enabled culture's own spelling of the claimant's culture. */
const canonicalCulture = (context: ApiContext, culture: string): string =>
  Object.keys(context.claimsCase.site.cultures).find((code) => code.toLowerCase() === culture.trim().toLowerCase()) ?? culture;

export const decideClaim = (input: ClaimDecisionInput): ClaimDecision => {
  const { context, formType, member, upload, now, authorizedNotice } = input;
  const decoded = decodeClaim(upload.texts);
  if (Result.isFailure(decoded)) return refused(refusedAnswer(describeIssues(decoded.failure), { issues: decoded.failure }));
  const deadline = passedDeadline(context.deadlines, formType, `/${formSegment(formType)}`, now.getTime());
  if (deadline !== null) return refused(refusedAnswer(DEADLINE_PASSED, { deadline: deadline.name }));
  const rebuilt = rebuildModels(context.claimsCase.modelConfig, decoded.success.models, upload.files);
  const issues = [
    ...rebuilt.issues,
    ...hiddenValueIssues(context.claimsCase.modelConfig, rebuilt.models, now, decoded.success.culture ?? ""),
    ...reviewClaim({
      claimsCase: context.claimsCase,
      formType,
      member,
      memberKeyOf: (sent) => context.identities.keyOfSent(context.roster.credentialFields, sent),
      models: rebuilt.models,
      culture: decoded.success.culture,
      captchaOn: context.captchaOn,
      captchaToken: decoded.success.captchaToken,
      now
    })
  ];
  if (issues.length > 0) return refused(refusedAnswer(describeIssues(issues), { issues }));
  if (hasNonMatchingPaymentElection(rebuilt.models, member)) {
    return refused(refusedAnswer(PAYMENT_ELECTION_MISMATCH, { nonMatchingPaymentElection: true }));
  }
  const culture = canonicalCulture(context, decoded.success.culture ?? "");
  return {
    kind: "accepted",
    claim: {
      formType,
      member: { key: member.key, claimsAllowed: claimsAllowed(context.claimsCase.site, formType) },
      culture,
      payload: {
        userPreferredCulture: culture,
        ...storedCredentials({
          payload: decoded.success.payload,
          sent: decoded.success.models.find((model) => model.part === "credentials"),
          identifierField: context.identifierField,
          authorizedNotice,
          modelConfig: context.claimsCase.modelConfig,
          formType
        })
      },
      documents: rebuilt.documents,
      receivedAt: now
    }
  };
};
