// `claims export`: the filed claims as CSV or JSON Lines, to a file (written whole or not at all) or standard
// output, read straight from PostgreSQL (--database-url) or from a running server through the admin API (--api,
// the only way to a PGlite store, whose folder only its server opens). With --documents DIR each claim's
// documents go beside it, each checked against the SHA-256 recorded when it was filed, with a manifest.csv.
// --cursor-file keeps the cursor a daily job needs: it is read as --after, and rewritten once a run is whole.
// A bar on a terminal, one summary line on stderr at the end. Exit 0 when whole; 1 when the export failed (and
// nothing was kept under the output's name); 2 when it could not begin (a bad option, no token).
import { readFile } from "node:fs/promises";
import { Command, Option } from "commander";
import type { ClaimDocuments, DatabaseExport, ExportOptions } from "../../server/start.ts";
import { httpAddress, oneOf } from "../commands/command-options.ts";
import type { CommandOutput } from "../commands/replay.command.ts";
import type { FetchFunction } from "../replay/call-latency.ts";
import { type AdminApi, adminApi } from "../admin/admin-api-client.ts";
import { adminTokenFrom } from "../admin/admin-token-source.ts";
import { type AtomicFile, atomicFile, writeText, writeWhole } from "./atomic-file.ts";
import { type DocumentFolder, documentFolder } from "./document-folder.ts";
import { exportProgress } from "./export-progress.ts";
import { heapBound } from "./heap-bound.ts";
import { csvScanner, jsonLinesScanner } from "./export-scanner.ts";

export interface ExportDependencies {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly fetch: FetchFunction;
  /** server/start.ts withDatabaseExport. */
  readonly withDatabaseExport: <T>(options: { readonly case: string; readonly databaseUrl: string } & ExportOptions, work: (run: DatabaseExport) => Promise<T>) => Promise<T>;
}

interface ExportCommandOptions {
  readonly format: "csv" | "jsonl";
  readonly out?: string;
  readonly form?: string;
  readonly since?: string;
  readonly until?: string;
  readonly after?: string;
  readonly cursorFile?: string;
  readonly documents?: string;
  readonly databaseUrl?: string;
  readonly case?: string;
  readonly api?: string;
  readonly tokenFile?: string;
}

/** What a run gave. */
interface ExportDone {
  readonly claims: number;
  readonly cursor: string;
  readonly bytes: number;
  readonly documentBytes: number;
}

/** Something the operator gave that keeps the export from beginning. */
class ExportUsageError extends Error {
  override readonly name = "ExportUsageError";
}

const USAGE_ERRORS = new Set(["ExportUsageError", "ExportRequestError", "TokenSourceError", "CaseError", "SettingsError"]);

const count = (value: number): string => value.toLocaleString("en-US");
const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`;

const documentsOfClaim = async (api: AdminApi, referenceCode: string): Promise<ClaimDocuments> => ({
  referenceCode,
  documents: (await api.json<{ documents: ClaimDocuments["documents"] }>("GET", `/claims/${encodeURIComponent(referenceCode)}`)).documents
});

export const exportCommand = (dependencies: ExportDependencies, output: CommandOutput, exit: (code: number) => void): Command =>
  new Command("export")
    .description("export the filed claims (CSV or JSON Lines), and their documents, from PostgreSQL or a running server")
    .addOption(new Option("--format <format>", "csv (one row a claim) or jsonl (each stored claim whole)").default("csv").argParser(oneOf(["csv", "jsonl"] as const)))
    .option("--out <file>", "write to this file (whole or not at all) instead of standard output")
    .option("--form <list>", "only these forms, comma-separated (Standard, Automotive, DocumentsUpload)")
    .option("--since <day>", "claims filed on or after this day, YYYY-MM-DD in the case's zone")
    .option("--until <day>", "claims filed on or before this day, YYYY-MM-DD in the case's zone")
    .option("--after <cursor>", "only claims filed after the run that printed this cursor")
    .option("--cursor-file <file>", "read --after from this file when it exists, and write the next cursor into it once the export is whole")
    .option("--documents <dir>", "write each claim's documents to DIR/<reference code>/, with DIR/manifest.csv")
    .option("--database-url <url>", "read PostgreSQL directly (DATABASE_URL is not read: name it here)")
    .option("--case <dir>", "with --database-url: the case directory, whose forms give the CSV's columns (default cases/demo)")
    .addOption(new Option("--api <url>", "a running server's address, read through its admin API").argParser(httpAddress))
    .option("--token-file <file>", "with --api: a file whose first line is the administrator's token (else CLAIMS_ADMIN_TOKEN)")
    .action(async (options: ExportCommandOptions) => {
      const started = performance.now();
      const progress = exportProgress(output.stderr);
      let sink: AtomicFile | null = null;
      let documents: DocumentFolder | null = null;
      try {
        if ((options.databaseUrl === undefined) === (options.api === undefined)) throw new ExportUsageError("give either --database-url (PostgreSQL) or --api (a running server)");
        if (options.after !== undefined && options.cursorFile !== undefined) throw new ExportUsageError("give --after or --cursor-file, not both");
        const kept = options.cursorFile === undefined ? undefined : await readFile(options.cursorFile, "utf8").then((text) => text.trim(), () => undefined);
        const after = options.after ?? (kept === "" ? undefined : kept);
        const request: ExportOptions = Object.fromEntries(
          Object.entries({ format: options.format, form: options.form, since: options.since, until: options.until, after }).filter(([, value]) => value !== undefined)
        );
        sink = options.out === undefined ? null : await atomicFile(options.out).catch((error: unknown) => {
          throw new ExportUsageError(`--out: cannot write ${options.out ?? ""} (${error instanceof Error ? error.message : String(error)})`);
        });
        const out = sink?.stream ?? output.stdout;
        documents = options.documents === undefined ? null : await documentFolder(options.documents);
        const folder = documents;
        let documentBytes = 0;
        let bytes = 0;
        const write = async (text: string): Promise<void> => {
          bytes += Buffer.byteLength(text);
          await writeText(out, text);
        };
        let done: ExportDone;
        if (options.databaseUrl !== undefined) {
          const bound = heapBound();
          done = await dependencies.withDatabaseExport({ case: options.case ?? "cases/demo", databaseUrl: options.databaseUrl, ...request }, async (run) => {
            progress.start(run.total);
            const pages = run.text(async (claims) => {
              progress.advance(claims.length);
              bound(claims.length);
              if (folder !== null) for (const claim of claims) documentBytes += await folder.write(claim, (number) => run.documentBytes(claim.referenceCode, number));
            });
            for await (const text of pages) await write(text);
            return { claims: run.total, cursor: run.cursor, bytes, documentBytes };
          });
        } else {
          const api = adminApi(options.api ?? "", await adminTokenFrom(options.tokenFile, dependencies.env), dependencies.fetch);
          const response = await api.call("GET", `/export?${new URLSearchParams(request as Record<string, string>).toString()}`);
          const total = Number(response.headers.get("x-export-count") ?? "NaN");
          const cursor = response.headers.get("x-export-cursor") ?? "";
          if (!Number.isSafeInteger(total) || cursor === "" || response.body === null) throw new Error("the admin API's export answer lacks its count or cursor");
          progress.start(total);
          const scanner = options.format === "jsonl" ? jsonLinesScanner() : csvScanner();
          const decoder = new TextDecoder();
          let claims = 0;
          const take = async (text: string): Promise<void> => {
            await write(text);
            const found = scanner.feed(text);
            claims += found.length;
            progress.advance(found.length);
            if (folder === null) return;
            for (const claim of found) {
              const listed = claim.documents === null ? await documentsOfClaim(api, claim.referenceCode) : { referenceCode: claim.referenceCode, documents: claim.documents };
              documentBytes += await folder.write(listed, async (number) =>
                new Uint8Array(await (await api.call("GET", `/claims/${encodeURIComponent(claim.referenceCode)}/documents/${String(number)}`)).arrayBuffer())
              );
            }
          };
          for await (const chunk of response.body) await take(decoder.decode(chunk, { stream: true }));
          await take(decoder.decode());
          if (scanner.rest() !== "" || claims !== total) throw new Error(`the export was cut short: ${count(claims)} of ${count(total)} claims came`);
          done = { claims, cursor, bytes, documentBytes };
        }
        progress.stop();
        await sink?.commit();
        const named = documents === null ? 0 : await documents.finish();
        if (options.cursorFile !== undefined) await writeWhole(options.cursorFile, `${done.cursor}\n`);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const where = options.out ?? "standard output";
        const documentsLine = options.documents === undefined ? "" : `; ${count(named)} documents (${megabytes(done.documentBytes)}) to ${options.documents} with manifest.csv`;
        const cursorLine = options.cursorFile === undefined ? `next cursor ${done.cursor}` : `next cursor kept in ${options.cursorFile}`;
        output.stderr.write(`claims export: ${count(done.claims)} claims as ${options.format === "csv" ? "CSV" : "JSON Lines"} to ${where} (${megabytes(done.bytes)}) in ${seconds} s${documentsLine}; ${cursorLine}\n`);
        exit(0);
      } catch (error) {
        progress.stop();
        await sink?.abandon();
        await documents?.abandon();
        const usage = error instanceof Error && USAGE_ERRORS.has(error.name);
        const said = (error instanceof Error ? error.message : String(error)).replace(/\.$/, "");
        output.stderr.write(`claims export: ${said}${usage ? "" : "; nothing was kept under the output's name"}\n`);
        exit(usage ? 2 : 1);
      }
    });
