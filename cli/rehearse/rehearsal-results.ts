// The results file of a rehearsal (--results), for checking exactly-once later (--verify) against a PGlite
// folder whose server had to stop first: per claim the member's identifier (never a PIN), the document's size
// and SHA-256, and the outcome. Decides the file's shape; a file that is not one is an Error naming why.
import type { ClaimOutcome, ClaimResult } from "./rehearsal-claim.ts";

interface ResultsFile {
  readonly format: "claims-rehearsal-results/1";
  readonly identifierField: string;
  readonly results: readonly {
    readonly index: number;
    readonly identifier: string;
    readonly document: { readonly name: string; readonly size: number; readonly sha256: string };
    readonly outcome: ClaimOutcome;
    readonly millis: number;
  }[];
}

const FORMAT = "claims-rehearsal-results/1";

export const resultsText = (results: readonly ClaimResult[], identifierField: string): string =>
  `${JSON.stringify(
    {
      format: FORMAT,
      identifierField,
      results: results.map((result) => ({
        index: result.index,
        identifier: result.member.credentials[identifierField] ?? "",
        document: result.document,
        outcome: result.outcome,
        millis: Math.round(result.millis)
      }))
    } satisfies ResultsFile,
    null,
    1
  )}\n`;

export const readResults = (text: string): { readonly identifierField: string; readonly results: readonly ClaimResult[] } => {
  const file = JSON.parse(text) as Partial<ResultsFile>;
  if (file.format !== FORMAT || typeof file.identifierField !== "string" || !Array.isArray(file.results)) {
    throw new Error(`not a rehearsal results file (${FORMAT})`);
  }
  const identifierField = file.identifierField;
  const results = file.results as ResultsFile["results"];
  return {
    identifierField,
    results: results.map((result) => ({
      index: result.index,
      member: { credentials: { [identifierField]: result.identifier }, prepopulated: {}, formTypes: null, walletEmail: null },
      document: result.document,
      outcome: result.outcome,
      millis: result.millis
    }))
  };
};
