// The claimants' drafts (save and return): one sealed draft per member and form type, read and written by
// the member's key (the keyed hash of their credentials, never the credentials) and ordered by a version
// number, so of two tabs saving from the same version only the first is kept and the second hears so. The
// store only ever sees sealed bytes (server/drafts/draft-sealing.ts). Safe to call from many replicas.
import type { FormType } from "../../domain/navigation/form-type.ts";

export interface StoredDraft {
  readonly version: number;
  readonly sealed: Uint8Array;
  readonly savedAt: Date;
}

export type DraftWrite =
  | { readonly kind: "saved"; readonly version: number }
  /** The draft is no longer at the version the save started from: another tab or device saved since. */
  | { readonly kind: "conflict"; readonly version: number }
  /** The member has filed every claim of the form type they are allowed: there is nothing left to draft. */
  | { readonly kind: "filed" };

export interface ClaimDrafts {
  readonly read: (formType: FormType, memberKey: string) => Promise<StoredDraft | null>;
  /**
   * Saves over version `basedOn` (0: there is none yet) as version basedOn + 1, atomically; a conflict when the
   * stored draft is at another version (or exists when basedOn is 0); filed, and nothing kept, when the member
   * already holds `claimsAllowed` claims of the form type (a second device saving after the first one filed).
   */
  readonly write: (formType: FormType, memberKey: string, basedOn: number, sealed: Uint8Array, now: Date, claimsAllowed: number) => Promise<DraftWrite>;
  /** Forgets the member's draft of the form type; whether there was one. */
  readonly remove: (formType: FormType, memberKey: string) => Promise<boolean>;
  /** Forgets every draft of the form type (its deadline and retention have passed); how many. */
  readonly purge: (formType: FormType) => Promise<number>;
  /** How many drafts of the form type are kept. */
  readonly count: (formType: FormType) => Promise<number>;
}
