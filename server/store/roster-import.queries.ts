// Importing a roster: every batch of members and the roster's columns in one transaction, so a file with a
// bad row, a crash or a lost connection leaves the roster as it was (nothing half-imported). "replace" makes
// the roster exactly the file's members; "update" adds the new ones and rewrites those already there, and
// needs the same columns. Batches travel as one JSON parameter each, the same SQL on PGlite and PostgreSQL.
import type { WireFields } from "../../domain/api/field-values.schema.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { SqlDatabase, SqlSession } from "./sql-database.port.ts";

export interface RosterColumns {
  /** The credential fields, in the order of the member key's hash input (member-identity.ts sorts them). */
  readonly credentialFields: readonly string[];
  readonly prepopulatedFields: readonly string[];
  readonly prepopulatedMetadata: Readonly<Record<string, string>> | null;
}

export interface RosterEntry {
  readonly key: string;
  readonly formTypes: readonly FormType[];
  /** Values in the order of prepopulatedFields; null for no value. */
  readonly prepopulated: readonly WireFields[string][];
  readonly walletEmail: string | null;
}

export type RosterImportMode = "replace" | "update";

/** An update whose columns differ from the roster's: its rows' values would be read under the wrong names. */
export class RosterColumnsMismatch extends Error {
  override readonly name = "RosterColumnsMismatch";
}

const sameList = (left: readonly string[], right: readonly string[]): boolean =>
  left.length === right.length && left.every((value, index) => value === right[index]);

const checkUpdatable = async (session: SqlSession, columns: RosterColumns): Promise<void> => {
  const [kept] = await session.query<{ credential_fields: readonly string[]; prepopulated_fields: readonly string[] }>(
    "SELECT credential_fields, prepopulated_fields FROM roster FOR UPDATE"
  );
  if (kept === undefined) return;
  if (!sameList(kept.credential_fields, columns.credentialFields) || !sameList(kept.prepopulated_fields, columns.prepopulatedFields)) {
    throw new RosterColumnsMismatch(
      `the roster in the store has the columns ${[...kept.credential_fields, ...kept.prepopulated_fields].join(", ")}; ` +
        `this file has ${[...columns.credentialFields, ...columns.prepopulatedFields].join(", ")}: import it with --replace`
    );
  }
};

const INSERT = `INSERT INTO roster_members (member_key, form_types, prepopulated, wallet_email)
  SELECT k, f, p, w FROM jsonb_to_recordset($1::jsonb) AS r(k text, f jsonb, p jsonb, w text)`;

const UPSERT = `${INSERT}
  ON CONFLICT (member_key) DO UPDATE SET form_types = excluded.form_types, prepopulated = excluded.prepopulated, wallet_email = excluded.wallet_email`;

const batchJson = (entries: readonly RosterEntry[]): string =>
  JSON.stringify(entries.map((entry) => ({ k: entry.key, f: entry.formTypes, p: entry.prepopulated, w: entry.walletEmail })));

/**
 * Writes the batches as one transaction; a batch source that throws (a bad row found) rolls it all back.
 * Gives the roster's member count after it.
 */
export const importRoster = (
  db: SqlDatabase,
  columns: RosterColumns,
  mode: RosterImportMode,
  batches: AsyncIterable<readonly RosterEntry[]>,
  now: Date
): Promise<number> =>
  db.transaction(async (session) => {
    if (mode === "replace") await session.query("TRUNCATE roster_members");
    else await checkUpdatable(session, columns);
    const statement = mode === "replace" ? INSERT : UPSERT;
    for await (const batch of batches) if (batch.length > 0) await session.query(statement, [batchJson(batch)]);
    const [counted] = await session.query<{ members: number }>("SELECT count(*)::int AS members FROM roster_members");
    const members = counted?.members ?? 0;
    await session.query(
      `INSERT INTO roster (credential_fields, prepopulated_fields, prepopulated_metadata, member_count, imported_at)
       VALUES ($1::jsonb, $2::jsonb, $3::jsonb, $4, $5)
       ON CONFLICT (only_row) DO UPDATE SET credential_fields = excluded.credential_fields,
         prepopulated_fields = excluded.prepopulated_fields, prepopulated_metadata = excluded.prepopulated_metadata,
         member_count = excluded.member_count, imported_at = excluded.imported_at`,
      [
        JSON.stringify(columns.credentialFields),
        JSON.stringify(columns.prepopulatedFields),
        columns.prepopulatedMetadata === null ? null : JSON.stringify(columns.prepopulatedMetadata),
        members,
        now
      ]
    );
    return members;
  });
