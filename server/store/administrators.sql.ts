// The administrators in the claims database (administrators.port.ts), the same SQL on PGlite and PostgreSQL.
import { ADMINISTRATOR_NAME, type Administrator, type Administrators } from "./administrators.port.ts";
import type { SqlSession } from "./sql-database.port.ts";

interface Row {
  readonly name: string;
  readonly token_hash: string;
  readonly added_at: Date;
  readonly revoked_at: Date | null;
}

const asAdministrator = (row: Row): Administrator => ({ name: row.name, tokenHash: row.token_hash, addedAt: row.added_at, revokedAt: row.revoked_at });

export const sqlAdministrators = (db: SqlSession): Administrators => ({
  add: async (name, tokenHash, now) => {
    if (!ADMINISTRATOR_NAME.test(name)) throw new Error(`"${name}" is not an administrator's name: lowercase letters, digits and hyphens, 40 at most, not starting with a hyphen.`);
    const added = await db.query<{ name: string }>(
      "INSERT INTO administrators (name, token_hash, added_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name",
      [name, tokenHash, now]
    );
    return added.length === 1;
  },
  list: async () => (await db.query<Row>("SELECT name, token_hash, added_at, revoked_at FROM administrators ORDER BY name")).map(asAdministrator),
  revoke: async (name, now) => {
    const revoked = await db.query<{ name: string }>("UPDATE administrators SET revoked_at = $2 WHERE name = $1 AND revoked_at IS NULL RETURNING name", [name, now]);
    return revoked.length === 1;
  },
  active: async (name) => {
    if (!ADMINISTRATOR_NAME.test(name)) return null;
    const [row] = await db.query<Row>("SELECT name, token_hash, added_at, revoked_at FROM administrators WHERE name = $1 AND revoked_at IS NULL", [name]);
    return row === undefined ? null : asAdministrator(row);
  }
});
