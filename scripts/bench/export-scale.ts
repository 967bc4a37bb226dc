// The export at scale, for `npm run bench` (and `npm run bench:export` alone): a million Standard claims, each
// with every answer of the demo's Standard form and one document, written into a throw-away PostgreSQL 15
// cluster; then `claims export --database-url` (the shipped command, a process of its own) to CSV and to JSON
// Lines, each timed on the wall clock from its start and its resident memory sampled every 50 ms. The claims'
// answers come from the case's own configuration, so the columns are the ones a real export writes.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { loadCase } from "../../domain/case/load-case.ts";
import { nodeCaseReader } from "../../adapters/files/case-reader.node-fs.ts";
import { openPostgresClaimStore } from "../../server/store/claim-store.postgres.ts";
import { type PostgresCluster, startPostgresCluster } from "../postgres-cluster.ts";
import { median, ROOT } from "./bench-kit.ts";

export interface ExportFigure {
  readonly format: "csv" | "jsonl";
  readonly seconds: number;
  /** The most resident memory sampled, in MiB. */
  readonly peakRssMiB: number;
  readonly outputMiB: number;
  readonly summary: string;
}

export interface ExportScale {
  readonly claims: number;
  readonly seedSeconds: number;
  readonly runs: readonly ExportFigure[];
}

/** A Standard claim's payload with an answer in every field of the demo's Standard form, and one document record. */
const standardPayload = async (): Promise<unknown> => {
  const claimsCase = await loadCase(nodeCaseReader(join(ROOT, "cases/demo")));
  const items = claimsCase.modelConfig.filter((item) => item.metadata["formType"] === "Standard");
  const payload: Record<string, unknown> = { userPreferredCulture: "en", prepopulatedData: [], documentContexts: [], claimTransactions: [] };
  for (const item of items) {
    const fields = Object.fromEntries(item.fields.filter((field) => field.control !== "file").map((field, index) => [field.key, field.control === "checkbox" ? index % 2 === 0 : `Answer ${field.key} ${String(index)}`]));
    const model = { clientId: `${item.metadata.dtoMapping}_BENCH001`, id: null, metadataHash: item.metadataHash, fields };
    const mapping = item.metadata.dtoMapping;
    if (mapping === "prepopulatedData") (payload["prepopulatedData"] as unknown[]).push(model);
    else if (mapping === "DocumentContexts") payload["documentContexts"] = [{ ...model, fields: { ...fields, name: "receipt.pdf", size: 153_600, type: "application/pdf", documentType: "Receipt" } }];
    else payload[mapping] = model;
  }
  return payload;
};

/** Writes `claims` claims in batches of 100,000 rows, each with a document row (its bytes in a document store). */
export const seedClaims = async (databaseUrl: string, claims: number, log: (line: string) => void): Promise<number> => {
  const store = await openPostgresClaimStore(databaseUrl);
  await store.migrate();
  await store.close();
  const { Client } = await import("pg");
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const payload = JSON.stringify(await standardPayload());
    for (let from = 1; from <= claims; from += 100_000) {
      const to = Math.min(claims, from + 99_999);
      await client.query(
        `WITH made AS (
           INSERT INTO claims (reference_code, form_type, culture, payload, idempotency_key, request_hash, received_at, member_key, member_slot)
           SELECT 'B' || lpad(g::text, 9, '0'), 'Standard', 'en', $1::jsonb, 'bench-' || g, 'hash', timestamptz '2026-11-01T08:00:00Z' + g * interval '2 seconds', 'member-' || g, 0
           FROM generate_series($2::int, $3::int) g
           RETURNING id, reference_code)
         INSERT INTO claim_documents (claim_id, position, context_client_id, name, media_type, size, sha256, bytes)
         SELECT id, 0, 'documentContexts_BENCH001', 'receipt.pdf', 'application/pdf', 153600, repeat('ab', 32), NULL FROM made`,
        [payload, from, to]
      );
      log(`  seeded ${to.toLocaleString("en-US")} claims`);
    }
    await client.query("VACUUM ANALYZE claims");
    await client.query("VACUUM ANALYZE claim_documents");
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
};

/** The shipped command, timed, with its resident memory sampled from /proc while it runs. */
const runExport = async (databaseUrl: string, format: "csv" | "jsonl", out: string): Promise<ExportFigure> => {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, "cli/claims.mjs"), "export", "--database-url", databaseUrl, "--case", join(ROOT, "cases/demo"), "--format", format, "--out", out], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"]
  });
  let peakKiB = 0;
  const sample = setInterval(() => {
    void readFile(`/proc/${String(child.pid)}/status`, "utf8").then(
      (status) => {
        peakKiB = Math.max(peakKiB, Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0));
      },
      () => undefined
    );
  }, 50);
  let summary = "";
  child.stderr.on("data", (chunk: Buffer) => (summary += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once("close", done));
  clearInterval(sample);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`claims export --format ${format} failed (${String(code)}): ${summary}`);
  return { format, seconds, peakRssMiB: peakKiB / 1024, outputMiB: (await stat(out)).size / 1_048_576, summary: summary.trim() };
};

export const measureExportScale = async (claims: number, runs: number, log: (line: string) => void): Promise<ExportScale> => {
  const folder = await mkdtemp(join(tmpdir(), "bench-export-"));
  let cluster: PostgresCluster | null = null;
  try {
    cluster = await startPostgresCluster();
    const databaseUrl = await cluster.createDatabase("export_scale");
    log(`export at scale: seeding ${claims.toLocaleString("en-US")} claims into PostgreSQL...`);
    const seedSeconds = await seedClaims(databaseUrl, claims, log);
    const figures: ExportFigure[] = [];
    for (let run = 0; run < runs; run += 1) {
      for (const format of ["csv", "jsonl"] as const) {
        log(`export at scale: ${format}, run ${String(run + 1)}...`);
        const figure = await runExport(databaseUrl, format, join(folder, `claims.${format}`));
        log(`  ${figure.seconds.toFixed(1)} s, peak RSS ${figure.peakRssMiB.toFixed(0)} MiB, ${figure.outputMiB.toFixed(0)} MiB written`);
        figures.push(figure);
        await rm(join(folder, `claims.${format}`), { force: true });
      }
    }
    return { claims, seedSeconds, runs: figures };
  } finally {
    cluster?.stop();
    await rm(folder, { recursive: true, force: true });
  }
};

export const exportScaleLines = (scale: ExportScale): readonly string[] => {
  const of = (format: "csv" | "jsonl") => scale.runs.filter((figure) => figure.format === format);
  return [
    `Export at scale: ${scale.claims.toLocaleString("en-US")} Standard claims (every answer of the demo's form, one document each) in PostgreSQL 15 (seeded in ${scale.seedSeconds.toFixed(0)} s), exported by claims export --database-url as a process of its own; wall clock from its start, resident memory sampled every 50 ms; targets: at most 120 s and 300 MiB`,
    ...(["csv", "jsonl"] as const).map((format) => {
      const runs = of(format);
      return `  ${format === "csv" ? "CSV" : "JSON Lines"}: median ${median(runs.map((figure) => figure.seconds)).toFixed(1)} s (runs: ${runs.map((figure) => figure.seconds.toFixed(1)).join(", ")}), peak RSS median ${median(runs.map((figure) => figure.peakRssMiB)).toFixed(0)} MiB (runs: ${runs.map((figure) => figure.peakRssMiB.toFixed(0)).join(", ")}), ${runs[0]?.outputMiB.toFixed(0) ?? "?"} MiB written`;
    })
  ];
};
