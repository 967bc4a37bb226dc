// Every table `claims store copy` carries from one database to another, in an order the foreign keys allow
// (a claim before its documents and the key that names it), each read in the order of its primary key. A
// table added by a migration is one line here; the test of this list fails until it is.

export interface CopiedTable {
  readonly name: string;
  /** The primary key's columns, as ORDER BY takes them. */
  readonly orderBy: string;
  /** The column the database numbers itself (GENERATED ALWAYS AS IDENTITY), whose sequence goes on after the copy. */
  readonly identity?: string;
  /**
   * Statements run on the target once the table's rows are in, in the copy's transaction: for a value that
   * means something only in the database that made it (a transaction id), made afresh in the target.
   */
  readonly afterCopy?: readonly string[];
}

export const COPIED_TABLES: readonly CopiedTable[] = [
  // filed_xid names the PGlite transaction that filed each claim, which means nothing in the target: the copy's own
  // transaction files them all there, so an export cursor from before the move gives every claim once more.
  { name: "claims", orderBy: "id", identity: "id", afterCopy: ["UPDATE claims SET filed_xid = pg_current_xact_id()"] },
  { name: "claim_documents", orderBy: "claim_id, position" },
  { name: "idempotency_keys", orderBy: "key" },
  { name: "tracking_events", orderBy: "id", identity: "id" },
  { name: "rate_limit_counters", orderBy: "bucket, address, window_start" },
  { name: "credential_failures", orderBy: "notice_key" },
  { name: "roster", orderBy: "only_row" },
  { name: "roster_members", orderBy: "member_key" },
  { name: "claim_drafts", orderBy: "form_type, member_key" },
  { name: "administrators", orderBy: "name" }
];

/** The migrations' own record, which each database keeps for itself (the target is migrated before the copy). */
export const NOT_COPIED = ["schema_migrations"] as const;
