// Reads what a server of the run filed, straight from its PostgreSQL database (the schema of
// server/store/schema-migrations.ts): a claim by its reference code (or its submit's Idempotency-Key) with its
// documents, a document's bytes, the number of claims (in all, or under one Notice ID). The specs check the
// database, not the server's own reading of it. A server is named as its project is (test.info().project.name).
import { Client } from "pg";
import { type FiledClaim, readFiledClaim } from "./filed-claim.ts";
import { testRun } from "./test-run.ts";

const withDatabase = async <T>(server: string, work: (client: Client) => Promise<T>): Promise<T> => {
  const connectionString = testRun().databaseUrls[server];
  if (connectionString === undefined) throw new Error(`the run has no server named ${server}`);
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** The claim the server filed under this reference code, with its documents; null when there is none. */
export const findFiledClaim = (server: string, referenceCode: string): Promise<FiledClaim | null> =>
  withDatabase(server, (client) =>
    readFiledClaim(async <Row>(sql: string, params: readonly unknown[]) => (await client.query(sql, [...params])).rows as Row[], referenceCode)
  );

/** The bytes of the claim's first document sent under this document context; null when there is none. */
export const filedDocumentBytes = (server: string, referenceCode: string, contextClientId: string): Promise<Buffer | null> =>
  withDatabase(server, async (client) => {
    const rows = await client.query<{ readonly bytes: Buffer }>(
      `SELECT d.bytes FROM claim_documents d JOIN claims c ON c.id = d.claim_id
       WHERE c.reference_code = $1 AND d.context_client_id = $2 ORDER BY d.position LIMIT 1`,
      [referenceCode, contextClientId]
    );
    return rows.rows[0]?.bytes ?? null;
  });

/** The reference code of the claim the server filed for a submit with this Idempotency-Key; null when none was. */
export const claimFiledUnder = (server: string, idempotencyKey: string): Promise<string | null> =>
  withDatabase(server, async (client) => {
    const rows = await client.query<{ readonly reference_code: string }>("SELECT reference_code FROM claims WHERE idempotency_key = $1", [idempotencyKey]);
    return rows.rows[0]?.reference_code ?? null;
  });

/** How many claims the server has filed so far, in every spec of the run (which run in parallel). */
export const countFiledClaims = (server: string): Promise<number> =>
  withDatabase(server, async (client) => {
    const rows = await client.query<{ readonly count: number }>("SELECT count(*)::int AS count FROM claims");
    return rows.rows[0]?.count ?? 0;
  });

/** How many claims the server has filed under this Notice ID (the credentials the claim was sent with). */
export const countClaimsOfNotice = (server: string, noticeId: string): Promise<number> =>
  withDatabase(server, async (client) => {
    const rows = await client.query<{ readonly count: number }>(
      "SELECT count(*)::int AS count FROM claims WHERE payload->'credentials'->'fields'->>'noticeId' = $1",
      [noticeId]
    );
    return rows.rows[0]?.count ?? 0;
  });
