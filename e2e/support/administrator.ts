// An administrator for a spec: added to a server's database by the `claims admin add` command itself, as an
// administrator does before go-live, with a name no other spec uses; gives the token it printed.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { testRun } from "./test-run.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export const addAdministrator = (server: string): { readonly name: string; readonly token: string } => {
  const databaseUrl = testRun().databaseUrls[server];
  if (databaseUrl === undefined) throw new Error(`the run has no server named ${server}`);
  const name = `e2e-${randomBytes(4).toString("hex")}`;
  const token = execFileSync(process.execPath, [resolve(ROOT, "cli/claims.mjs"), "admin", "add", name, "--database-url", databaseUrl], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"]
  }).trim();
  return { name, token };
};
