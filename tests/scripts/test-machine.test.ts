// Tests what `npm test` (and `npm run test:engines`) does about Chromium and the PostgreSQL 15 server before any test runs: nothing
// when both are there, installs the missing packages as root with apt-get, and otherwise stops with one
// line naming the command and a non-zero exit.
import { describe, expect, it } from "vitest";
import { type SystemNeed, carryOut, installCommand, planTestMachine } from "../../scripts/test-machine.ts";

const chromium = (present: boolean): SystemNeed => ({
  purpose: "the browser tests' Chromium",
  path: "/usr/bin/chromium",
  debianPackage: "chromium",
  present
});
const postgres = (present: boolean): SystemNeed => ({
  purpose: "the PostgreSQL 15 server of the database tests",
  path: "/usr/lib/postgresql/15/bin/initdb",
  debianPackage: "postgresql-15",
  present
});

/** Carries a plan out, recording each line said and each install asked for. */
const carried = (needs: readonly SystemNeed[], isRoot: boolean, hasAptGet: boolean, installs = true, command = "npm test") => {
  const lines: string[] = [];
  const installed: (readonly string[])[] = [];
  const code = carryOut(planTestMachine(needs, { isRoot, hasAptGet }, command), (line) => lines.push(line), (packages) => {
    installed.push(packages);
    return installs;
  });
  return { code, lines, installed };
};

describe("the programs npm test needs from the system", () => {
  it("says nothing and installs nothing when both are there", () => {
    expect(carried([chromium(true), postgres(true)], true, true)).toEqual({ code: 0, lines: [], installed: [] });
  });

  it("installs only what is missing, as root with apt-get, saying so in one line", () => {
    const run = carried([chromium(false), postgres(true)], true, true);
    expect(run.code).toBe(0);
    expect(run.installed).toEqual([["chromium"]]);
    expect(run.lines).toEqual(["npm test: installing chromium with apt-get, for the browser tests' Chromium (/usr/bin/chromium)"]);
  });

  it("installs both in one go when both are missing", () => {
    const run = carried([chromium(false), postgres(false)], true, true);
    expect(run.installed).toEqual([["chromium", "postgresql-15"]]);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toContain("installing chromium postgresql-15 with apt-get");
  });

  it("fails when the install fails", () => {
    expect(carried([chromium(false), postgres(true)], true, true, false).code).toBe(1);
  });

  it("when it may not install (not root), stops at once with one line naming the exact command", () => {
    const run = carried([chromium(false), postgres(false)], false, true);
    expect(run.code).toBe(1);
    expect(run.installed).toEqual([]);
    expect(run.lines).toEqual([
      "npm test needs the browser tests' Chromium (/usr/bin/chromium) and the PostgreSQL 15 server of the database tests " +
        "(/usr/lib/postgresql/15/bin/initdb), which this machine lacks; " +
        "run: sudo apt-get update && sudo apt-get install -y chromium postgresql-15"
    ]);
  });

  it("without apt-get, names the files it needs and the Debian command, and exits non-zero", () => {
    const run = carried([chromium(true), postgres(false)], true, false);
    expect(run.code).toBe(1);
    expect(run.installed).toEqual([]);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toMatch(/^npm test needs the PostgreSQL 15 server .*; install \/usr\/lib\/postgresql\/15\/bin\/initdb \(Debian: sudo apt-get update && sudo apt-get install -y postgresql-15\)$/);
  });

  it("names the command it prepares for: the other engines' run names itself", () => {
    const firefox: SystemNeed = { purpose: "Firefox ESR", path: "/usr/bin/firefox-esr", debianPackage: "firefox-esr", present: false };
    expect(carried([firefox], false, true, true, "npm run test:engines").lines).toEqual([
      "npm run test:engines needs Firefox ESR (/usr/bin/firefox-esr), which this machine lacks; run: sudo apt-get update && sudo apt-get install -y firefox-esr"
    ]);
    expect(carried([firefox], true, true, true, "npm run test:engines").lines).toEqual([
      "npm run test:engines: installing firefox-esr with apt-get, for Firefox ESR (/usr/bin/firefox-esr)"
    ]);
  });

  it("adds sudo to the command only for a user who is not root", () => {
    expect(installCommand(["chromium"], true)).toBe("apt-get update && apt-get install -y chromium");
    expect(installCommand(["chromium"], false)).toBe("sudo apt-get update && sudo apt-get install -y chromium");
  });
});
