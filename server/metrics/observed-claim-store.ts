// The claim store as the metrics see it: the same store, telling them of each claim filed (with its documents'
// bytes), each notice id locked and each draft saved, once the store has done it. A filing answered from an
// idempotency key already settled is not a new claim and is not told.
import type { ClaimStore } from "../store/claim-store.port.ts";
import type { ClaimsMetrics } from "./claims-metrics.port.ts";

export const observedClaimStore = (store: ClaimStore, metrics: ClaimsMetrics): ClaimStore => ({
  ...store,
  fileClaim: async (key, requestHash, claim, answers) => {
    const filing = await store.fileClaim(key, requestHash, claim, answers);
    if (filing.kind === "filed") metrics.claimFiled(claim.formType, claim.documents.reduce((sum, document) => sum + document.bytes.byteLength, 0));
    return filing;
  },
  recordCredentialFailure: async (noticeKey, now, lockMs) => {
    const failures = await store.recordCredentialFailure(noticeKey, now, lockMs);
    if (lockMs(failures.failures) > 0 && failures.lockedUntil !== null && failures.lockedUntil > now) metrics.noticeLocked();
    return failures;
  },
  drafts: {
    ...store.drafts,
    write: async (formType, memberKey, basedOn, sealed, now, claimsAllowed) => {
      const written = await store.drafts.write(formType, memberKey, basedOn, sealed, now, claimsAllowed);
      if (written.kind === "saved") metrics.draftSaved(formType);
      return written;
    }
  }
});
