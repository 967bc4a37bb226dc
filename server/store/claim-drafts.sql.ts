// The ClaimDrafts on the claim store's database (migration 7's claim_drafts): a save is one conditional
// statement, an UPDATE guarded by the version it was based on, or an INSERT that gives way to a row another
// save put first, so two tabs racing from one version never both win. Both are also guarded by the member's
// claims on file: once the member has filed all the claims of the form they are allowed (filing deletes the
// draft in its own transaction), a save from another device keeps nothing. One narrow race is left: a draft
// INSERT whose snapshot was taken just before a concurrent filing committed can still land (READ COMMITTED);
// the purge at the form's deadline plus the case's retention removes it.
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { ClaimDrafts, DraftWrite, StoredDraft } from "./claim-drafts.port.ts";
import type { SqlSession } from "./sql-database.port.ts";
import { requireStorableText } from "./storable-text.ts";

interface DraftRow {
  readonly version: number;
  readonly sealed: Uint8Array;
  readonly saved_at: Date;
}

const currentVersion = async (db: SqlSession, formType: FormType, memberKey: string): Promise<number> => {
  const [row] = await db.query<{ version: number }>("SELECT version FROM claim_drafts WHERE form_type = $1 AND member_key = $2", [formType, memberKey]);
  return row?.version ?? 0;
};

const claimsOnFile = async (db: SqlSession, formType: FormType, memberKey: string): Promise<number> => {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM claims WHERE form_type = $1 AND member_key = $2", [formType, memberKey]);
  return row?.count ?? 0;
};

const write = async (
  db: SqlSession,
  formType: FormType,
  memberKey: string,
  basedOn: number,
  sealed: Uint8Array,
  now: Date,
  claimsAllowed: number
): Promise<DraftWrite> => {
  requireStorableText({ formType, memberKey });
  if (!Number.isSafeInteger(basedOn) || basedOn < 0) throw new RangeError(`A draft's version is a whole number from 0, not ${String(basedOn)}.`);
  if (!Number.isSafeInteger(claimsAllowed) || claimsAllowed < 1) throw new RangeError(`A member's allowance of claims is a whole number from 1, not ${String(claimsAllowed)}.`);
  const [row] =
    basedOn === 0
      ? await db.query<{ version: number }>(
          `INSERT INTO claim_drafts (form_type, member_key, version, sealed, saved_at)
           SELECT $1, $2, 1, $3, $4
            WHERE (SELECT count(*) FROM claims WHERE form_type = $1 AND member_key = $2) < $5
           ON CONFLICT (form_type, member_key) DO NOTHING RETURNING version`,
          [formType, memberKey, sealed, now, claimsAllowed]
        )
      : await db.query<{ version: number }>(
          `UPDATE claim_drafts SET version = version + 1, sealed = $4, saved_at = $5
            WHERE form_type = $1 AND member_key = $2 AND version = $3
              AND (SELECT count(*) FROM claims WHERE form_type = $1 AND member_key = $2) < $6
           RETURNING version`,
          [formType, memberKey, basedOn, sealed, now, claimsAllowed]
        );
  if (row !== undefined) return { kind: "saved", version: row.version };
  if ((await claimsOnFile(db, formType, memberKey)) >= claimsAllowed) return { kind: "filed" };
  return { kind: "conflict", version: await currentVersion(db, formType, memberKey) };
};

export const sqlClaimDrafts = (db: SqlSession): ClaimDrafts => ({
  read: async (formType, memberKey): Promise<StoredDraft | null> => {
    const [row] = await db.query<DraftRow>("SELECT version, sealed, saved_at FROM claim_drafts WHERE form_type = $1 AND member_key = $2", [formType, memberKey]);
    return row === undefined ? null : { version: row.version, sealed: row.sealed, savedAt: row.saved_at };
  },
  write: (formType, memberKey, basedOn, sealed, now, claimsAllowed) => write(db, formType, memberKey, basedOn, sealed, now, claimsAllowed),
  remove: async (formType, memberKey) => {
    const rows = await db.query("DELETE FROM claim_drafts WHERE form_type = $1 AND member_key = $2 RETURNING 1", [formType, memberKey]);
    return rows.length > 0;
  },
  purge: async (formType) => {
    const [row] = await db.query<{ count: number }>("WITH gone AS (DELETE FROM claim_drafts WHERE form_type = $1 RETURNING 1) SELECT count(*)::int AS count FROM gone", [formType]);
    return row?.count ?? 0;
  },
  count: async (formType) => {
    const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM claim_drafts WHERE form_type = $1", [formType]);
    return row?.count ?? 0;
  }
});
