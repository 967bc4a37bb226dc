// Reads what a server of the run filed, straight from its PostgreSQL database (the schema of
// server/store/schema-migrations.ts): a claim by its reference code (or its submit's Idempotency-Key) with its
// documents, a document's bytes, the number of claims (in all, or under one Notice ID). The specs check the
// database, not the server's own reading of it. A server is named as its project is (test.info().project.name).
import { Client } from "pg";
import { testRun } from "./test-run.ts";

export interface FiledDocument {
  /** The client id of the document context the file was sent under. */
  readonly contextClientId: string;
  readonly name: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
}

export interface FiledClaim {
  readonly referenceCode: string;
  readonly formType: string;
  readonly culture: string;
  /** The claim as stored: each DTO part by its name. */
  readonly payload: Readonly<Record<string, unknown>>;
  readonly receivedAt: Date;
  /** In the order they were submitted. */
  readonly documents: readonly FiledDocument[];
}

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

interface ClaimRow {
  readonly id: string;
  readonly reference_code: string;
  readonly form_type: string;
  readonly culture: string;
  readonly payload: Readonly<Record<string, unknown>>;
  readonly received_at: Date;
}

interface DocumentRow {
  readonly context_client_id: string;
  readonly name: string;
  readonly media_type: string;
  readonly size: number;
  readonly sha256: string;
}

/** The claim the server filed under this reference code, with its documents; null when there is none. */
export const findFiledClaim = (server: string, referenceCode: string): Promise<FiledClaim | null> =>
  withDatabase(server, async (client) => {
    const claims = await client.query<ClaimRow>(
      "SELECT id::text AS id, reference_code, form_type, culture, payload, received_at FROM claims WHERE reference_code = $1",
      [referenceCode]
    );
    const claim = claims.rows[0];
    if (claim === undefined) return null;
    const documents = await client.query<DocumentRow>(
      `SELECT context_client_id, name, media_type, size::int AS size, sha256
       FROM claim_documents WHERE claim_id = $1::bigint ORDER BY position`,
      [claim.id]
    );
    return {
      referenceCode: claim.reference_code,
      formType: claim.form_type,
      culture: claim.culture,
      payload: claim.payload,
      receivedAt: claim.received_at,
      documents: documents.rows.map((row) => ({
        contextClientId: row.context_client_id,
        name: row.name,
        mediaType: row.media_type,
        size: row.size,
        sha256: row.sha256
      }))
    };
  });

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
