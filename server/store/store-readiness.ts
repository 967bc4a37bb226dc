// Whether the store can take claims now, part by part, for /readyz: the database answers, every migration
// this code knows is applied, and the document store takes a write (random bytes put, read back whole and
// removed). Each part has a time limit, so a database that hangs is said in seconds rather than waited on.
// What went wrong is kept for the log; the answer names only the part and a fixed phrase.
import { createHash, randomBytes } from "node:crypto";
import type { DocumentStore } from "./document-store.port.ts";
import { MIGRATIONS } from "./schema-migrations.ts";
import type { SqlSession } from "./sql-database.port.ts";

export const READINESS_PARTS = ["database", "migrations", "documents"] as const;
export type ReadinessPart = (typeof READINESS_PARTS)[number];

/** One part's state: ready, or what is wrong (`problem` for the answer, `detail` for the log only). */
export type PartReadiness = { readonly ready: true } | { readonly ready: false; readonly problem: string; readonly detail: string };

export type StoreReadiness = Readonly<Record<ReadinessPart, PartReadiness>>;

/** How long one part may take before it counts as not answering. */
export const READINESS_TIMEOUT_MS = 3_000;

const READY: PartReadiness = { ready: true };

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The work's outcome, or a rejection once `ms` have passed without one. */
const within = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${String(ms)} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

const failed = (problem: string, error: unknown): PartReadiness => ({ ready: false, problem, detail: messageOf(error) });

const migrationsReadiness = async (db: SqlSession, timeoutMs: number): Promise<PartReadiness> => {
  try {
    const rows = await within(db.query<{ version: number }>("SELECT version FROM schema_migrations"), timeoutMs);
    const applied = new Set(rows.map((row) => row.version));
    const pending = MIGRATIONS.filter((migration) => !applied.has(migration.version)).map((migration) => migration.version);
    if (pending.length === 0) return READY;
    const problem = `not applied: ${pending.join(", ")}`;
    return { ready: false, problem, detail: problem };
  } catch (error) {
    return failed("cannot be read", error);
  }
};

const documentsReadiness = async (documents: DocumentStore | null, timeoutMs: number): Promise<PartReadiness> => {
  // Without a document store the bytes go in the database's rows, whose readiness is the database's.
  if (documents === null) return READY;
  const probe = randomBytes(32);
  const name = createHash("sha256").update(probe).digest("hex");
  try {
    await within(
      (async () => {
        await documents.put(name, probe);
        const back = await documents.get(name);
        if (back === null || !Buffer.from(back).equals(probe)) throw new Error("the bytes written could not be read back");
        await documents.remove(name);
      })(),
      timeoutMs
    );
    return READY;
  } catch (error) {
    return failed("not writable", error);
  }
};

/** Checks every part at once; never rejects. */
export const storeReadiness = async (db: SqlSession, documents: DocumentStore | null, timeoutMs = READINESS_TIMEOUT_MS): Promise<StoreReadiness> => {
  const [database, migrations, documentsReady] = await Promise.all([
    within(db.query("SELECT 1"), timeoutMs).then(
      () => READY,
      (error: unknown) => failed("does not answer", error)
    ),
    migrationsReadiness(db, timeoutMs),
    documentsReadiness(documents, timeoutMs)
  ]);
  // With the database down, its migrations cannot be read either: the database is the part to name.
  return { database, migrations: database.ready ? migrations : { ready: false, problem: "not checked: the database does not answer", detail: "" }, documents: documentsReady };
};
