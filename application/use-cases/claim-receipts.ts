// The receipt of a filed claim (PATTERNS, "Confirmation"): made when the submission succeeds, kept in the
// state and in the draft store, and restored from it at start-up, so reloading the confirmation page never
// loses the reference code. A kept receipt that no longer decodes is dropped, never shown.
import { Effect, Option } from "effect";
import { claimAnswers } from "../../domain/forms/claim-answers.ts";
import { FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import type { ClaimDto } from "../../domain/submission/claim-dto.ts";
import { type ClaimReceipt, decodeReceipt, encodeReceipt, receiptAnswers, receiptKey, receiptPayload } from "../../domain/submission/claim-receipt.ts";
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

/** Brings back the receipts this browser kept; one already in the state (filed since) wins. */
export const restoreReceipts = Effect.gen(function* () {
  const drafts = yield* DraftStore;
  const session = yield* Session;
  const found: Partial<Record<FormType, ClaimReceipt>> = {};
  for (const formType of FORM_TYPES) {
    const kept = yield* drafts.load(receiptKey(formType));
    if (Option.isNone(kept)) continue;
    const receipt = decodeReceipt(kept.value);
    if (receipt === null || receipt.formType !== formType) yield* drafts.remove(receiptKey(formType));
    else found[formType] = receipt;
  }
  if (Object.keys(found).length > 0) session.update((state) => ({ ...state, receipts: { ...found, ...state.receipts } }));
});

/** Drops every receipt this browser keeps: a session that expired leaves none for the next person to read. */
export const forgetReceipts = Effect.gen(function* () {
  const drafts = yield* DraftStore;
  for (const formType of FORM_TYPES) yield* drafts.remove(receiptKey(formType));
});
