// The desk's counts: claims per day (in the case's zone) and form type since a moment, and claims on file per
// form type. One grouped statement each, read by the received_at index.
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { DailyCount } from "./claim-desk.port.ts";
import type { SqlSession } from "./sql-database.port.ts";

export const dailyCounts = async (db: SqlSession, zone: string, since: Date): Promise<readonly DailyCount[]> => {
  const rows = await db.query<{ day: string; form_type: FormType; claims: number }>(
    `SELECT to_char(received_at AT TIME ZONE $1, 'YYYY-MM-DD') AS day, form_type, count(*)::int AS claims
       FROM claims WHERE received_at >= $2 GROUP BY 1, 2 ORDER BY 1, 2`,
    [zone, since]
  );
  return rows.map((row) => ({ day: row.day, formType: row.form_type, claims: row.claims }));
};

export const claimTotals = async (db: SqlSession): Promise<Readonly<Partial<Record<FormType, number>>>> => {
  const rows = await db.query<{ form_type: FormType; claims: number }>("SELECT form_type, count(*)::int AS claims FROM claims GROUP BY form_type");
  return Object.fromEntries(rows.map((row) => [row.form_type, row.claims]));
};
