// Carries out what a test command needs from the system (see test-machine.ts) on this machine: whether a
// program is there, whether apt-get may run, and running it quietly, its output shown only when it fails.
// `npm test` and `npm run test:engines` both prepare their machine through `prepareSystem`.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import process from "node:process";
import { type MachineFacts, type SystemNeed, carryOut, planTestMachine } from "./test-machine.ts";

const APT_GET = "/usr/bin/apt-get";

/** Whether the file is there and may be run. */
export const executable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const machine = (): MachineFacts => ({ isRoot: process.getuid?.() === 0, hasAptGet: existsSync(APT_GET) });

/** Runs apt-get quietly; its output is shown only when it fails. */
const aptGet = (command: string, args: readonly string[]): boolean => {
  const run = spawnSync(APT_GET, ["-q", ...args], {
    encoding: "utf8",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024
  });
  if (run.status === 0) return true;
  process.stderr.write(`${run.stdout}${run.stderr}`);
  process.stderr.write(`${command}: apt-get ${args.join(" ")} failed (exit ${String(run.status)})\n`);
  return false;
};

const installWithAptGet = (command: string, packages: readonly string[]): boolean => {
  const started = Date.now();
  const installed = aptGet(command, ["update"]) && aptGet(command, ["install", "-y", ...packages]);
  if (installed) process.stderr.write(`${command}: installed ${packages.join(" ")} in ${String(Math.round((Date.now() - started) / 1000))} s\n`);
  return installed;
};

/** Makes sure `needs` are installed for `command` ("npm test"); gives the exit code (0 when all is there now). */
export const prepareSystem = (command: string, needs: readonly SystemNeed[]): number =>
  carryOut(
    planTestMachine(needs, machine(), command),
    (line) => process.stderr.write(`${line}\n`),
    (packages) => installWithAptGet(command, packages)
  );
