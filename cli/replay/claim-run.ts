// What happened to one replayed claim, as data: filed, authorized (a one-page form), refused at authorize,
// redirected, stopped by field errors on a page, or failed (a server error, a refused submit, a claim file that
// does not fit the form). The verdict against the expectation is decided in claim-verdict.ts.
import type { AuthorizeRefusal } from "../../application/use-cases/authorize.ts";

export interface FoundError {
  /** The model's dtoMapping (a record's template's for a record). */
  readonly model: string;
  readonly metadataHash: string;
  /** Null for an error of a whole record list (provideDocumentation, minInstances). */
  readonly field: string | null;
  readonly code: string;
}

export type ClaimRun =
  | { readonly kind: "submitted"; readonly referenceCode: string }
  | { readonly kind: "authorized" }
  | { readonly kind: "refusedAtAuthorize"; readonly refusal: AuthorizeRefusal; readonly message: string | null }
  | { readonly kind: "redirected"; readonly reason: string; readonly to: string; readonly from: string }
  | { readonly kind: "stopped"; readonly page: string; readonly errors: readonly FoundError[] }
  | { readonly kind: "failed"; readonly page: string | null; readonly message: string };

export const describeError = (found: FoundError): string =>
  `${found.model}${found.field === null ? "" : `.${found.field}`} ${found.code}`;

/** One line of what happened, for reports. */
export const describeRun = (run: ClaimRun): string => {
  switch (run.kind) {
    case "submitted":
      return `submitted, reference code ${run.referenceCode}`;
    case "authorized":
      return "authorized (the form's one page shows the member's data)";
    case "refusedAtAuthorize":
      return `refused at authorize (${run.refusal}${run.message === null ? "" : `: ${run.message}`})`;
    case "redirected":
      return `redirected from ${run.from} to ${run.to} (${run.reason})`;
    case "stopped":
      return `stopped on page ${run.page} by ${run.errors.map(describeError).join(", ")}`;
    case "failed":
      return `failed${run.page === null ? "" : ` on page ${run.page}`}: ${run.message}`;
  }
};
