// The admin API's answers, as the server sends them and the administrators' page reads them: who is signed
// in, claims per day, a claim as the desk shows it, a notice id's claims and lock-out, and a purge's report.
import type { FormType } from "../navigation/form-type.ts";

export interface WhoAmIAnswer {
  readonly administrator: string;
  readonly caseName: string;
}

export interface CountsAnswer {
  /** The case's zone (IANA), in which the days are counted. */
  readonly zone: string;
  /** The forms that file claims, in the order the counts list them. */
  readonly forms: readonly FormType[];
  /** Oldest first, the last one today. */
  readonly days: readonly { readonly day: string; readonly counts: Readonly<Record<FormType, number>> }[];
  readonly today: { readonly day: string; readonly claims: number; readonly perHour: number };
  readonly totals: Readonly<Partial<Record<FormType, number>>>;
  readonly draftsOpen: Readonly<Record<FormType, number>>;
}

export interface ClaimViewPage {
  readonly title: string;
  readonly answers: readonly { readonly question: string; readonly answer: string }[];
}

export interface ClaimViewDocument {
  /** The document's number in the claim, from 1: its download address. */
  readonly number: number;
  readonly name: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
}

export interface ClaimViewAnswer {
  readonly referenceCode: string;
  readonly formType: FormType;
  readonly culture: string;
  /** When it was filed, in the case's zone (ISO 8601 with the offset). */
  readonly filedAt: string;
  readonly pages: readonly ClaimViewPage[];
  readonly documents: readonly ClaimViewDocument[];
}

export interface NoticeClaimsAnswer {
  readonly claims: readonly { readonly referenceCode: string; readonly formType: FormType; readonly filedAt: string; readonly documents: number }[];
}

export interface LockoutAnswer {
  readonly failures: number;
  readonly locked: boolean;
  readonly lockedUntil: string | null;
}

export interface UnlockAnswer {
  readonly unlocked: boolean;
  readonly failures: number;
}

export interface PurgeAnswer {
  readonly dryRun: boolean;
  readonly claims: number;
  readonly documents: number;
  readonly files: number;
  readonly formTypes: readonly FormType[];
  readonly referenceCodes: readonly string[];
  readonly moreReferenceCodes: number;
}
