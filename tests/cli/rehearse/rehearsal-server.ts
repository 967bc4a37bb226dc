// A real reference server for the rehearsal tests: server/start.ts on a free loopback port, PGlite in a
// temporary data folder, a copy of the demo case whose members.json is the given roster (rate limits lifted,
// one claim per member as in production), a one-line site page, and optionally a bound on submits in flight.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeRehearsalCase } from "../../../cli/rehearse/rehearsal-case.ts";
import type { Roster } from "../../../cli/rehearse/roster-csv.ts";
import { DEFAULT_SETTINGS } from "../../../server/settings/server-settings.ts";
import { startServer } from "../../../server/start.ts";
import { ROOT } from "../support/replay-server.ts";

export interface RehearsalServer {
  readonly url: string;
  readonly caseDir: string;
  readonly dataDir: string;
  /** Stops the server, leaving its data folder for the exactly-once check. */
  readonly stop: () => Promise<void>;
  /** Removes every file. */
  readonly remove: () => Promise<void>;
}

const SITE_PAGE = '<!doctype html>\n<html lang="en"><head><title>claims</title></head><body><div id="root"></div></body></html>\n';

export const startRehearsalServer = async (roster: Roster, limits: { readonly maxSubmitsInFlight?: number } = {}): Promise<RehearsalServer> => {
  const folder = await mkdtemp(join(tmpdir(), "claims-rehearse-test-"));
  const caseDir = join(folder, "case");
  await writeRehearsalCase(join(ROOT, "cases/demo"), caseDir, roster);
  const siteDir = join(folder, "site");
  await mkdir(siteDir, { recursive: true });
  await writeFile(join(siteDir, "index.html"), SITE_PAGE);
  const dataDir = join(folder, "data");
  const server = await startServer({
    ...DEFAULT_SETTINGS,
    logLevel: "silent",
    port: 0,
    host: "127.0.0.1",
    caseDir,
    dataDir,
    siteDir,
    maxSubmitsInFlight: limits.maxSubmitsInFlight ?? DEFAULT_SETTINGS.maxSubmitsInFlight
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
  };
  return {
    url: server.url,
    caseDir,
    dataDir,
    stop,
    remove: async () => {
      await stop();
      await rm(folder, { recursive: true, force: true });
    }
  };
};
