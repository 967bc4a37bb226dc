// Reads a filed claim with its documents by reference code from the claims store's tables (the schema of
// server/store/schema-migrations.ts), through whatever client reaches the database: pg for the browser
// tests' PostgreSQL servers, PGlite for the embedded store `npm run test:engines` files into.

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

/** Runs one SQL statement with its parameters and gives its rows. */
export type RowsOf = <Row>(sql: string, params: readonly unknown[]) => Promise<readonly Row[]>;

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

/** The claim filed under this reference code, with its documents; null when there is none. */
export const readFiledClaim = async (rows: RowsOf, referenceCode: string): Promise<FiledClaim | null> => {
  const [claim] = await rows<ClaimRow>(
    "SELECT id::text AS id, reference_code, form_type, culture, payload, received_at FROM claims WHERE reference_code = $1",
    [referenceCode]
  );
  if (claim === undefined) return null;
  const documents = await rows<DocumentRow>(
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
    documents: documents.map((row) => ({
      contextClientId: row.context_client_id,
      name: row.name,
      mediaType: row.media_type,
      size: row.size,
      sha256: row.sha256
    }))
  };
};
