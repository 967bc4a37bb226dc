// `claims admin add | list | revoke` on a PostgreSQL database before go-live (the PGlite folder's way is run by the
// administration guide's test): add prints the token alone on standard
// output, once, and the store keeps only its hash; a name taken, an unknown one or a bad one is one line and
// exit 1 or 2; list shows who was revoked; a revoked token no longer opens the admin API.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCommand } from "../../../cli/commands/admin.command.ts";
import { parseAdminToken, tokenMatches } from "../../../server/admin/admin-token.ts";
import { openStoreAt } from "../../../server/composition.ts";
import { type PostgresCluster, startPostgresCluster } from "../../../scripts/postgres-cluster.ts";
import { withAdministrators } from "../../../server/start.ts";
import { captured, ROOT } from "../support/replay-server.ts";

let cluster: PostgresCluster;
let databaseUrl = "";

beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.createDatabase("administrators");
}, 60_000);

afterAll(() => {
  cluster.stop();
});

const admin = async (args: readonly string[]) => {
  const stdout = captured();
  const stderr = captured();
  let code = -1;
  await adminCommand({ withAdministrators: (options, work) => withAdministrators(options, {}, work) }, { stdout: stdout.stream, stderr: stderr.stream }, (exitCode) => (code = exitCode)).parseAsync(
    [...args, "--case", join(ROOT, "cases/demo"), "--database-url", databaseUrl],
    { from: "user" }
  );
  return { code, stdout: stdout.text(), stderr: stderr.text() };
};

describe("claims admin", () => {
  it("adds an administrator, prints the token once and keeps only its hash; lists and revokes", { timeout: 60_000 }, async () => {
    const added = await admin(["add", "alice"]);
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^alice\.[A-Za-z0-9_-]{43}\n$/);
    expect(added.stderr).toMatch(/^claims admin add: alice added to PostgreSQL at postgres:\/\/127\.0\.0\.1:\d+\/administrators\. Their token follows, shown this once/);
    const token = parseAdminToken(added.stdout.trim());
    expect(token?.name).toBe("alice");

    expect(await admin(["add", "alice"])).toMatchObject({ code: 1, stdout: "" });
    expect(await admin(["add", "Alice!"])).toMatchObject({ code: 2, stderr: 'claims admin add: "Alice!" is not a name: lowercase letters, digits and hyphens, 40 at most, not starting with a hyphen.\n' });
    expect((await admin(["add", "bob"])).code).toBe(0);
    expect(await admin(["revoke", "bob"])).toMatchObject({ code: 0, stdout: "claims admin revoke: bob's token no longer opens anything.\n" });
    expect((await admin(["revoke", "bob"])).code).toBe(1);
    const list = await admin(["list"]);
    expect(list.stdout).toMatch(/^alice\s+added \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\nbob\s+added .*, revoked \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n2 administrators in PostgreSQL at postgres:\/\/127\.0\.0\.1:\d+\/administrators\n$/);

    // The store holds the hash of the secret, which the token matches, and never the token.
    const store = await openStoreAt({ kind: "postgres", url: databaseUrl });
    try {
      const [alice] = await store.administrators.list();
      expect(alice?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(tokenMatches(token?.secret ?? "", alice?.tokenHash ?? null)).toBe(true);
      expect(JSON.stringify(await store.administrators.list())).not.toContain(token?.secret ?? "-");
      expect(await store.administrators.active("bob")).toBeNull();
    } finally {
      await store.close();
    }
  });
});
