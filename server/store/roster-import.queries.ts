// Importing a roster: every batch of members and the roster's columns in one transaction, so a file with a
// bad row, a crash or a lost connection leaves the roster as it was (nothing half-imported). "replace" makes
// the roster exactly the file's members; "update" adds the new ones and rewrites those already there, and
// needs the same columns; both keep the credential columns and member key the roster has. Batches travel as one JSON parameter each, the same SQL on PGlite and PostgreSQL.
import type { WireFields } from "../../domain/api/field-values.schema.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { SqlDatabase, SqlSession } from "./sql-database.port.ts";

export interface RosterColumns {
  /** member-identity.ts keyCheck(): which MEMBER_KEY the members' keys were made under. */
  readonly keyCheck: string;
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

/** An import the roster in the store cannot take: other columns, another member key, or no members at all. */
export class RosterColumnsMismatch extends Error {
  override readonly name = "RosterColumnsMismatch";
}

const sameList = (left: readonly string[], right: readonly string[]): boolean =>
  left.length === right.length && left.every((value, index) => value === right[index]);

const sameSet = (left: readonly string[], right: readonly string[]): boolean => sameList([...left].sort(), [...right].sort());

/**
 * An update needs the roster's own columns. Any import needs its credential fields and member key: other ones
 * would give every member a new key, and each could then file again beside the claims already filed.
 */
const checkColumns = async (session: SqlSession, columns: RosterColumns, mode: RosterImportMode): Promise<void> => {
  const [kept] = await session.query<{ credential_fields: readonly string[]; prepopulated_fields: readonly string[]; key_check: string | null }>(
    "SELECT credential_fields, prepopulated_fields, key_check FROM roster FOR UPDATE"
  );
  if (kept === undefined) return;
  if (kept.key_check !== null && kept.key_check !== columns.keyCheck) {
    throw new RosterColumnsMismatch("the roster in the store was imported under another MEMBER_KEY: import with the deployment's MEMBER_KEY");
  }
  if (!sameSet(kept.credential_fields, columns.credentialFields)) {
    throw new RosterColumnsMismatch(
      `the roster in the store names members by ${kept.credential_fields.join(", ")}; this file by ${columns.credentialFields.join(", ")}: ` +
        "members would get new keys and could file again, so the credential columns must stay the same"
    );
  }
  if (mode === "update" && !sameList(kept.prepopulated_fields, columns.prepopulatedFields)) {
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
    await checkColumns(session, columns, mode);
    // DELETE, not TRUNCATE: authorizations on other connections go on reading the roster as it was until commit.
    if (mode === "replace") await session.query("DELETE FROM roster_members");
    const statement = mode === "replace" ? INSERT : UPSERT;
    for await (const batch of batches) if (batch.length > 0) await session.query(statement, [batchJson(batch)]);
    const [counted] = await session.query<{ members: number }>("SELECT count(*)::int AS members FROM roster_members");
    const members = counted?.members ?? 0;
    if (members === 0) throw new RosterColumnsMismatch("the file has no members: a roster without any would let nobody authorize");
    await session.query(
      `INSERT INTO roster (credential_fields, prepopulated_fields, prepopulated_metadata, member_count, imported_at, key_check)
       VALUES ($1::jsonb, $2::jsonb, $3::jsonb, $4, $5, $6)
       ON CONFLICT (only_row) DO UPDATE SET credential_fields = excluded.credential_fields,
         prepopulated_fields = excluded.prepopulated_fields, prepopulated_metadata = excluded.prepopulated_metadata,
         member_count = excluded.member_count, imported_at = excluded.imported_at, key_check = excluded.key_check`,
      [
        JSON.stringify(columns.credentialFields),
        JSON.stringify(columns.prepopulatedFields),
        columns.prepopulatedMetadata === null ? null : JSON.stringify(columns.prepopulatedMetadata),
        members,
        now,
        columns.keyCheck
      ]
    );
    return members;
  });
