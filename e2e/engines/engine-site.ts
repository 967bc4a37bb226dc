// The site `npm run test:engines` files into: the reference server as `npm start` runs it (the built site,
// the demo case, PGlite in a throw-away data folder) on a free loopback port; and, once it has stopped, what
// it filed, read from that PGlite store.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import process from "node:process";
import { PGlite } from "@electric-sql/pglite";
import { type FiledClaim, readFiledClaim } from "../support/filed-claim.ts";
import { freePort } from "../../scripts/free-port.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export interface EngineSite {
  readonly url: string;
  /** Stops the server (and waits for it), so its store may be read. */
  stop(): Promise<void>;
  /** The claims filed under these reference codes, read from the stopped server's store; null where none is. */
  filedClaims(referenceCodes: readonly string[]): Promise<ReadonlyMap<string, FiledClaim | null>>;
  /** Removes the data folder. */
  remove(): void;
}

export const startEngineSite = async (): Promise<EngineSite> => {
  const dataDir = mkdtempSync(join(tmpdir(), "claims-engines-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"]
  });
  const exited = new Promise<void>((done) => server.once("exit", () => { done(); }));
  const stop = async (): Promise<void> => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
  };
  for (let waited = 0; ; waited += 250) {
    const up = await fetch(url).then((answer) => answer.ok, () => false);
    if (up) break;
    if (waited > 60_000 || server.exitCode !== null) {
      await stop();
      throw new Error(`the site did not start on ${url} in 60 s`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    stop,
    filedClaims: async (referenceCodes) => {
      const db = await PGlite.create({ dataDir: join(dataDir, "pglite") });
      try {
        const rows = async <Row>(sql: string, params: readonly unknown[]) => (await db.query<Row>(sql, [...params])).rows;
        return new Map(await Promise.all(referenceCodes.map(async (code) => [code, await readFiledClaim(rows, code)] as const)));
      } finally {
        await db.close();
      }
    },
    remove: () => { rmSync(dataDir, { recursive: true, force: true }); }
  };
};
