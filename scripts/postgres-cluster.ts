// A private PostgreSQL 15 cluster for tests and benches: initdb in a temporary folder, a free loopback port
// (and its Unix socket in that folder), trust authentication; durability off for the tests' speed, or on
// (PostgreSQL's defaults, as a deployment runs it) for a bench's figures. stop() shuts it down and removes
// every file. Tests run as root and initdb refuses root, so the cluster runs as the `postgres` user then.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { POSTGRES_BIN as BIN } from "./system-programs.ts";
import { freePort } from "./free-port.ts";

export interface PostgresCluster {
  /** The URL of the cluster's `postgres` database. */
  readonly url: string;
  /** The URL of another database of this cluster (see createDatabase). */
  readonly databaseUrl: (name: string) => string;
  /** Creates an empty database and gives its URL; names are lower-case letters, digits and `_`. */
  readonly createDatabase: (name: string) => Promise<string>;
  /** Stops the server and removes its folder; safe to call twice. */
  readonly stop: () => void;
}

interface RunAs {
  readonly uid: number;
  readonly gid: number;
}

const runningAsRoot = (): boolean => process.getuid?.() === 0;

const postgresUser = (): RunAs => ({
  uid: Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim()),
  gid: Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim())
});

const run = (owner: RunAs | null, program: string, args: readonly string[]): void => {
  const result = spawnSync(join(BIN, program), args, {
    encoding: "utf8",
    ...(owner === null ? {} : { uid: owner.uid, gid: owner.gid }),
    // initdb and pg_ctl look for their home folder; root's may be unreadable to postgres.
    cwd: tmpdir(),
    env: { ...process.env, LC_ALL: "C", LANG: "C" }
  });
  if (result.status !== 0) {
    throw new Error(`${program} failed (${String(result.status)}): ${result.stderr}${result.stdout}`);
  }
};

const DATABASE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

export interface ClusterOptions {
  /** fsync, synchronous commit and full page writes on, as PostgreSQL ships; off by default, for tests. */
  readonly durable?: boolean;
  /**
   * How the URLs reach it: a loopback TCP port (by default), as a server on another machine is reached, or
   * its Unix socket, as a deployment on one machine reaches its own PostgreSQL at a lower cost per statement.
   */
  readonly reachedBy?: "tcp" | "socket";
}

const NOT_DURABLE = ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"];

/** Starts a cluster; call stop() in afterAll (it also runs when the process exits). */
export const startPostgresCluster = async (clusterOptions: ClusterOptions = {}): Promise<PostgresCluster> => {
  const owner = runningAsRoot() ? postgresUser() : null;
  const root = mkdtempSync(join(tmpdir(), "claims-pg-"));
  const dataDir = join(root, "data");
  if (owner !== null) {
    chmodSync(root, 0o700);
    chownSync(root, owner.uid, owner.gid);
  }
  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    spawnSync(join(BIN, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"], {
      ...(owner === null ? {} : { uid: owner.uid, gid: owner.gid }),
      cwd: tmpdir(),
      stdio: "ignore"
    });
    rmSync(root, { recursive: true, force: true });
  };
  // A crashed test file must not leave a server running or a folder behind.
  process.on("exit", stop);
  try {
    run(owner, "initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    const port = await freePort();
    const options = [
      `-p ${String(port)}`,
      "-c listen_addresses=127.0.0.1",
      `-c unix_socket_directories=${root}`,
      ...(clusterOptions.durable === true ? [] : NOT_DURABLE)
    ].join(" ");
    run(owner, "pg_ctl", ["-D", dataDir, "-l", join(root, "server.log"), "-o", options, "-w", "-t", "30", "start"]);
    const databaseUrl = (name: string): string =>
      clusterOptions.reachedBy === "socket"
        ? `postgres://postgres@localhost:${String(port)}/${name}?host=${encodeURIComponent(root)}`
        : `postgres://postgres@127.0.0.1:${String(port)}/${name}`;
    const createDatabase = async (name: string): Promise<string> => {
      if (!DATABASE_NAME.test(name)) throw new Error(`"${name}" is not a plain database name`);
      const client = new Client({ connectionString: databaseUrl("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return databaseUrl(name);
    };
    return { url: databaseUrl("postgres"), databaseUrl, createDatabase, stop };
  } catch (error) {
    stop();
    throw error;
  }
};
