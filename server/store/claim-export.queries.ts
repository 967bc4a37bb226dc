// An export's reads: the database's snapshot, and the claims a window holds, counted or a page at a time in
// the order filed (keyset paging by row id, so a page costs the same however deep the export is). A claim is
// in the window when the transaction that filed it (filed_xid) is seen by the run's snapshot and was not by
// the last run's: a claim committed while a run reads is left to the next run, never lost or given twice.
import type { ExportedClaim, ExportWindow } from "./claim-desk.port.ts";
import { CLAIM_COLUMNS, type ClaimRow, storedClaims } from "./claim-reading.queries.ts";
import type { SqlSession, SqlValue } from "./sql-database.port.ts";

/** What a pg_snapshot looks like as text: xmin:xmax:xip,xip,... (all 64-bit transaction ids). */
export const SNAPSHOT_TEXT = /^\d{1,20}:\d{1,20}:(\d{1,20}(,\d{1,20})*)?$/;

export const currentSnapshot = async (db: SqlSession): Promise<string> => {
  const [row] = await db.query<{ snapshot: string }>("SELECT pg_current_snapshot()::text AS snapshot");
  if (row === undefined) throw new Error("The database gave no snapshot.");
  return row.snapshot;
};

/** The window's conditions on a claim row, from parameter $first on; and their values. */
const inWindow = (window: ExportWindow, first: number): { readonly sql: string; readonly params: readonly SqlValue[] } => {
  for (const snapshot of [window.upTo, window.after]) {
    if (snapshot !== null && !SNAPSHOT_TEXT.test(snapshot)) throw new Error(`"${snapshot}" is not a database snapshot.`);
  }
  const parameter = (offset: number): string => `$${String(first + offset)}`;
  const [upTo, after, forms, since, until] = [parameter(0), parameter(1), parameter(2), parameter(3), parameter(4)];
  return {
    sql: `pg_visible_in_snapshot(filed_xid, ${upTo}::text::pg_snapshot)
      AND (${after}::text IS NULL OR (filed_xid >= pg_snapshot_xmin(${after}::text::pg_snapshot) AND NOT pg_visible_in_snapshot(filed_xid, ${after}::text::pg_snapshot)))
      AND (${forms}::text IS NULL OR form_type IN (SELECT jsonb_array_elements_text(${forms}::text::jsonb)))
      AND (${since}::timestamptz IS NULL OR received_at >= ${since}::timestamptz)
      AND (${until}::timestamptz IS NULL OR received_at < ${until}::timestamptz)`,
    params: [window.upTo, window.after, window.formTypes === null ? null : JSON.stringify(window.formTypes), window.since, window.until]
  };
};

export const countExport = async (db: SqlSession, window: ExportWindow): Promise<number> => {
  const where = inWindow(window, 1);
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM claims WHERE ${where.sql}`, where.params);
  return row?.count ?? 0;
};

/**
 * A page of the window. With the payload "as text", each claim's payload comes as the database's JSON text
 * (payloadJson; payload null), never decoded: a JSON Lines export writes it as it is.
 */
export const exportPage = async (
  db: SqlSession,
  window: ExportWindow,
  afterPosition: string | null,
  limit: number,
  payloadAs: "value" | "text" = "value"
): Promise<readonly ExportedClaim[]> => {
  if (afterPosition !== null && !/^\d{1,19}$/.test(afterPosition)) throw new Error(`"${afterPosition}" is not a claim's position.`);
  const where = inWindow(window, 3);
  const columns = payloadAs === "text" ? CLAIM_COLUMNS.replace(" payload,", " NULL::jsonb AS payload, payload::text AS payload_json,") : CLAIM_COLUMNS;
  const rows = await db.query<ClaimRow & { readonly payload_json?: string }>(
    // A plain range on the primary key (no "or null" around it), so each page is an index range scan however deep.
    `SELECT ${columns} FROM claims
      WHERE id > $1::text::bigint AND ${where.sql}
      ORDER BY claims.id LIMIT $2`,
    [afterPosition ?? "0", limit, ...where.params]
  );
  const texts = new Map(rows.map((row) => [row.id, row.payload_json]));
  return (await storedClaims(db, rows)).map(({ id, ...claim }) => {
    const payloadJson = texts.get(id);
    return payloadJson === undefined ? { ...claim, position: id } : { ...claim, position: id, payloadJson };
  });
};
