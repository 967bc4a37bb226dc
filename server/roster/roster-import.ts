// `claims members import`'s work: the CSV streamed from disk (csv-parse, one record at a time, so a file of
// any size takes the same memory but for one key per member to catch duplicates), each row checked and
// hashed, and the members written in batches inside one store transaction. Any bad row is reported with its
// line and nothing is written: the transaction is rolled back, the roster stays as it was.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { parse } from "csv-parse";
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { MemberIdentities } from "../http/member-identity.ts";
import type { ClaimStore } from "../store/claim-store.port.ts";
import { RosterColumnsMismatch, type RosterEntry, type RosterImportMode } from "../store/roster-import.queries.ts";
import { readHeader } from "./roster-columns.ts";
import { offeredFormTypes, readRow, type RowRules } from "./roster-rows.ts";

/** Members per INSERT: large enough that a million take a few hundred statements. */
export const BATCH_SIZE = 5_000;
/** A record longer than this is not a roster row (an unclosed quote swallowing the file): refused at once. */
export const MAX_RECORD_BYTES = 64 * 1024;
/** Problems listed in full; more are counted. */
export const LISTED_PROBLEMS = 50;

export interface ImportProblem {
  /** The line of the file the row ends on; 1 is the header. */
  readonly line: number;
  readonly problem: string;
}

export type ImportOutcome =
  /** `identifierField`: the credential field kept with claims and counted for lock-outs (the notice id). */
  | { readonly kind: "imported"; readonly rows: number; readonly members: number; readonly identifierField: string }
  | { readonly kind: "refused"; readonly problems: readonly ImportProblem[]; readonly moreProblems: number };

export interface ImportRequest {
  readonly file: string;
  readonly mode: RosterImportMode;
  readonly defaultFormTypes: readonly FormType[];
  readonly claimsCase: ClaimsCase;
  readonly identities: MemberIdentities;
  readonly store: ClaimStore;
  readonly now: Date;
  /** Bytes read so far of the file's size, as the rows go by. */
  readonly onProgress?: (readBytes: number, totalBytes: number) => void;
}

/** Thrown out of the batches to roll the transaction back once the file has been read to its end. */
class RowsRefused extends Error {
  override readonly name = "RowsRefused";
}

interface CsvRecord {
  readonly record: readonly string[];
  readonly info: { readonly lines: number };
}

/** What csv-parse's error codes mean; its own messages quote the cell, which may be a PIN. */
const CSV_PROBLEMS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: "a quoted value is never closed (a missing \")",
  INVALID_OPENING_QUOTE: "a quote inside a value that does not start with one (quote the whole value, doubling its quotes)",
  CSV_INVALID_CLOSING_QUOTE: "text after a closing quote",
  CSV_MAX_RECORD_SIZE: `a row longer than ${String(MAX_RECORD_BYTES / 1024)} KiB (an unclosed quote?)`,
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "text after a closing quote"
};

/** csv-parse's own errors carry the line they happened on and a code. */
const csvProblem = (error: unknown): ImportProblem => {
  const line = typeof error === "object" && error !== null && "lines" in error && typeof error.lines === "number" ? error.lines : 0;
  const code = typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : "unknown";
  return { line, problem: `not readable as CSV: ${CSV_PROBLEMS[code] ?? `the CSV cannot be read (${code})`}` };
};

export const importRosterFile = async (request: ImportRequest): Promise<ImportOutcome> => {
  const totalBytes = (await stat(request.file)).size;
  const problems: ImportProblem[] = [];
  let moreProblems = 0;
  const report = (line: number, problem: string): void => {
    if (problems.length < LISTED_PROBLEMS) problems.push({ line, problem });
    else moreProblems += 1;
  };
  const refused = (): ImportOutcome => ({ kind: "refused", problems, moreProblems });
  const source = createReadStream(request.file);
  const parser = source.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: MAX_RECORD_BYTES, record_delimiter: ["\r\n", "\n", "\r"] }));
  const records = (parser as AsyncIterable<CsvRecord>)[Symbol.asyncIterator]();
  const next = async (): Promise<IteratorResult<CsvRecord> | null> => {
    try {
      return await records.next();
    } catch (error) {
      const { line, problem } = csvProblem(error);
      report(line, problem);
      return null;
    }
  };

  try {
    const first = await next();
    if (first === null) return refused();
    if (first.done === true) {
      report(1, "the file is empty: a roster CSV starts with a header row");
      return refused();
    }
    const header = readHeader(first.value.record, request.claimsCase);
    if (header.kind === "refused") {
      for (const problem of header.problems) report(first.value.info.lines, problem);
      return refused();
    }
    const { layout } = header;
    const offered = offeredFormTypes(request.claimsCase);
    const unoffered = request.defaultFormTypes.filter((formType) => !offered.includes(formType));
    if (unoffered.length > 0) {
      report(0, `--form-types: the case offers no ${unoffered.join(", ")} form`);
      return refused();
    }
    const rules: RowRules = { layout, offered, defaultFormTypes: request.defaultFormTypes, identities: request.identities };
    const firstLineOf = new Map<string, number>();
    let rows = 0;

    async function* batches(): AsyncGenerator<readonly RosterEntry[]> {
      let batch: RosterEntry[] = [];
      for (let read = await next(); read !== null && read.done !== true; read = await next()) {
        const { record, info } = read.value;
        rows += 1;
        const row = readRow(record, rules);
        if (row.kind === "refused") {
          for (const problem of row.problems) report(info.lines, problem);
          continue;
        }
        const earlier = firstLineOf.get(row.entry.key);
        if (earlier !== undefined) {
          report(info.lines, `the same credentials as line ${earlier}; one member could never be told from the other`);
          continue;
        }
        firstLineOf.set(row.entry.key, info.lines);
        request.onProgress?.(source.bytesRead, totalBytes);
        // Once a row is refused nothing will be written: the rest is only read for its problems.
        if (problems.length > 0) continue;
        batch.push(row.entry);
        if (batch.length >= BATCH_SIZE) {
          yield batch;
          batch = [];
        }
      }
      if (problems.length > 0) throw new RowsRefused();
      yield batch;
    }

    const members = await request.store.importRoster({ ...layout.columns, keyCheck: request.identities.keyCheck() }, request.mode, batches(), request.now);
    return { kind: "imported", rows, members, identifierField: layout.columns.credentialFields[0] ?? "" };
  } catch (error) {
    if (error instanceof RowsRefused) return refused();
    if (error instanceof RosterColumnsMismatch) {
      report(1, error.message);
      return refused();
    }
    throw error;
  } finally {
    source.destroy();
  }
};
