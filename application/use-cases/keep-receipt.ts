// The receipt of a filed claim (PATTERNS, "Confirmation"): made when the submission succeeds, with the
// claim's answers as the summary showed them, and kept in the state and in the draft store, from which
// start-up restores it (claim-receipts.ts). Part of the submission's code, which a first page does without.
import { Effect } from "effect";
import { claimAnswers } from "../../domain/forms/claim-answers.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { ClaimDto } from "../../domain/submission/claim-dto.ts";
import { type ClaimReceipt, encodeReceipt, receiptAnswers, receiptKey, receiptPayload } from "../../domain/submission/claim-receipt.ts";
import { Clock } from "../ports/clock.port.ts";
import { DraftStore } from "../ports/draft-store.port.ts";
import type { ClaimState } from "../session/claim-state.ts";
import { loadedModels } from "../session/page-context.ts";
import { Session, SessionSettings } from "../session/session-context.ts";

export interface FiledClaim {
  readonly formType: FormType;
  readonly referenceCode: string;
  /** The payload as sent. */
  readonly claim: ClaimDto;
  /** The state the payload was built from: its models are the answers shown. */
  readonly state: ClaimState;
}

export const keepReceipt = (filed: FiledClaim) =>
  Effect.gen(function* () {
    const settings = yield* SessionSettings;
    const session = yield* Session;
    const drafts = yield* DraftStore;
    const receipt: ClaimReceipt = {
      formType: filed.formType,
      referenceCode: filed.referenceCode,
      submittedAt: yield* (yield* Clock).now,
      payload: receiptPayload(filed.claim),
      answers: receiptAnswers(
        claimAnswers({
          formType: filed.formType,
          nodes: filed.state.navigation.nodes,
          optionalPages: settings.optionalPages,
          models: loadedModels(filed.state),
          config: filed.state.modelConfig ?? [],
          includeSummary: true,
          international: settings.internationalAddress
        })
      )
    };
    // The claim is filed: no way back to its summary is left open.
    session.update((state) => ({ ...state, receipts: { ...state.receipts, [filed.formType]: receipt }, returnTo: null }));
    yield* drafts.save(receiptKey(filed.formType), encodeReceipt(receipt));
    return receipt;
  });
