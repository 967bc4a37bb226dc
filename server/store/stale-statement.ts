// Which errors of a prepared (named) statement mean its name, not its text, is at fault: sending the same text
// afresh, and naming it anew, then succeeds. Shared by the stores that prepare statements
// (sql-database.postgres.ts, pglite-statements.ts).

/**
 * Its kept plan no longer fits the schema (a migration changed what it returns: "cached plan must not change
 * result type", raised by PostgreSQL's RevalidateCachedQuery, whatever language its messages are in), or the
 * name is gone (26000: a pooler lost it, a DISCARD ALL dropped it) or taken already (42P05: a pooler handed
 * over a connection that holds it). Any other error, of the same code or not, is the statement's own:
 * sending it again would only repeat it.
 */
export const isStaleStatement = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false;
  const { code, routine } = error as { code?: unknown; routine?: unknown };
  return (code === "0A000" && routine === "RevalidateCachedQuery") || code === "26000" || code === "42P05";
};
