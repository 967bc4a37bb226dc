// The receipts of filed claims (PATTERNS, "Confirmation") at start-up: those kept in the draft store are
// restored, so reloading the confirmation page never loses the reference code, and an expired session
// forgets them. A kept receipt that no longer decodes is dropped, never shown. keep-receipt.ts makes them.
import { Effect, Option } from "effect";
import { FORM_TYPES, type FormType } from "../../domain/navigation/form-type.ts";
import { type ClaimReceipt, decodeReceipt, receiptKey } from "../../domain/submission/claim-receipt.ts";
import { DraftStore } from "../ports/draft-store.port.ts";
import { Session } from "../session/session-context.ts";

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
