// A filed claim as the store gives it back: its row and its documents' descriptions (never their bytes), with
// the member key and idempotency key it was filed under.
import type { FormType } from "../../domain/navigation/form-type.ts";

export interface StoredDocument {
  readonly contextClientId: string;
  readonly name: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
}

export interface StoredClaim {
  readonly referenceCode: string;
  readonly formType: FormType;
  readonly culture: string;
  readonly payload: unknown;
  readonly idempotencyKey: string;
  readonly requestHash: string;
  readonly receivedAt: Date;
  /** The member key it was filed under; null for claims filed before claims kept one. */
  readonly memberKey: string | null;
  readonly documents: readonly StoredDocument[];
}
