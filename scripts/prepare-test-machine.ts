// The first step of `npm test`: makes sure the browser tests' Chromium and the PostgreSQL 15 server
// binaries are installed, installing them with apt-get (one update first) when it may, and otherwise
// stopping at once with one line naming the command to run. Prints nothing when all is there.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import process from "node:process";
import { CHROMIUM_PATH, POSTGRES_BIN } from "./system-programs.ts";
import { type MachineFacts, type SystemNeed, carryOut, planTestMachine } from "./test-machine.ts";

const APT_GET = "/usr/bin/apt-get";

const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const needs = (): readonly SystemNeed[] => [
  { purpose: "the browser tests' Chromium", path: CHROMIUM_PATH, debianPackage: "chromium", present: executable(CHROMIUM_PATH) },
  {
    purpose: "the PostgreSQL 15 server of the database tests",
    path: `${POSTGRES_BIN}/initdb`,
    debianPackage: "postgresql-15",
    present: executable(`${POSTGRES_BIN}/initdb`)
  }
];

const machine = (): MachineFacts => ({ isRoot: process.getuid?.() === 0, hasAptGet: existsSync(APT_GET) });

/** Runs apt-get quietly; its output is shown only when it fails. */
const aptGet = (args: readonly string[]): boolean => {
  const run = spawnSync(APT_GET, ["-q", ...args], {
    encoding: "utf8",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024
  });
  if (run.status === 0) return true;
  process.stderr.write(`${run.stdout}${run.stderr}`);
  process.stderr.write(`npm test: apt-get ${args.join(" ")} failed (exit ${String(run.status)})\n`);
  return false;
};

const installWithAptGet = (packages: readonly string[]): boolean => {
  const started = Date.now();
  const installed = aptGet(["update"]) && aptGet(["install", "-y", ...packages]);
  if (installed) process.stderr.write(`npm test: installed ${packages.join(" ")} in ${String(Math.round((Date.now() - started) / 1000))} s\n`);
  return installed;
};

process.exitCode = carryOut(planTestMachine(needs(), machine()), (line) => process.stderr.write(`${line}\n`), installWithAptGet);
