// What one rehearsal claim is and what became of it: the member who files it, the document it uploads, and
// its outcome (filed with a reference code under an idempotency key, or failed with the reason). Data only.
import type { RosterMember } from "./roster-csv.ts";
import type { RehearsalDocument } from "./rehearsal-document.ts";

export interface RehearsalClaim {
  readonly index: number;
  readonly member: RosterMember;
  readonly document: RehearsalDocument;
}

export type ClaimOutcome =
  | {
      readonly kind: "filed";
      readonly referenceCode: string;
      /** The key the acknowledged submit carried; null when the path could not see it. */
      readonly idempotencyKey: string | null;
      /** Submits of this claim answered 503 and sent again under the same key. */
      readonly busyRetries: number;
    }
  | { readonly kind: "failed"; readonly message: string; readonly busyRetries: number };

/** What was sent, kept after the document's bytes are let go. */
export interface SentDocument {
  readonly name: string;
  readonly size: number;
  readonly sha256: string;
}

export interface ClaimResult {
  readonly index: number;
  readonly member: RosterMember;
  readonly document: SentDocument;
  readonly outcome: ClaimOutcome;
  readonly millis: number;
}

/** One claim filed one way: directly over HTTP, or through the site's own use cases. */
export type FileClaim = (claim: RehearsalClaim) => Promise<ClaimOutcome>;
