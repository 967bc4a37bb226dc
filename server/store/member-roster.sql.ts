// The roster imported into the database (roster-import.queries.ts): a member is found by the primary key
// on their member key, one indexed query whatever the size of the class, so the server's memory does not
// grow with it. The prepopulated columns are read with each member, so a re-import's data is seen at once; the
// credential fields and member key cannot change once a roster is imported (roster-import.queries.ts).
import type { WireFields } from "../../domain/api/field-values.schema.ts";
import { prepopulatedDataOf } from "../../domain/case/case-members.ts";
import { isFormType } from "../../domain/navigation/form-type.ts";
import type { MemberRoster, RosterMember } from "./member-roster.port.ts";
import type { SqlSession } from "./sql-database.port.ts";

interface HeaderRow {
  readonly credential_fields: readonly string[];
  readonly member_count: number;
  readonly key_check: string | null;
}

interface MemberRow {
  readonly form_types: readonly string[];
  readonly prepopulated: readonly WireFields[string][];
  readonly wallet_email: string | null;
  readonly prepopulated_fields: readonly string[];
  readonly prepopulated_metadata: Readonly<Record<string, string>> | null;
}

const toMember = (key: string, row: MemberRow): RosterMember => {
  const member = {
    key,
    formTypes: row.form_types.filter(isFormType),
    prepopulatedData: prepopulatedDataOf(row.prepopulated_fields, row.prepopulated_metadata ?? undefined, row.prepopulated)
  };
  return row.wallet_email === null ? member : { ...member, walletEmail: row.wallet_email };
};

/** The imported roster, or null when none was ever imported. */
export const openSqlRoster = async (db: SqlSession): Promise<MemberRoster | null> => {
  const [header] = await db.query<HeaderRow>("SELECT credential_fields, member_count, key_check FROM roster");
  if (header === undefined) return null;
  return {
    source: "database",
    keyCheck: header.key_check,
    credentialFields: header.credential_fields,
    size: header.member_count,
    member: async (key) => {
      const [row] = await db.query<MemberRow>(
        `SELECT m.form_types, m.prepopulated, m.wallet_email, r.prepopulated_fields, r.prepopulated_metadata
           FROM roster_members m CROSS JOIN roster r WHERE m.member_key = $1`,
        [key]
      );
      return row === undefined ? null : toMember(key, row);
    }
  };
};
