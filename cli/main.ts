// The `claims` program: serve, replay, rehearse, lint, describe, members, drafts, admin, export and purge under
// one commander program, named and versioned from package.json. Wires the process (arguments, streams,
// signals, exit) to the commands; decides nothing else.
import { readFileSync } from "node:fs";
import process from "node:process";
import { Command, CommanderError } from "commander";
import { importRosterFromOptions, purgeDatabaseClaims, purgeDraftsFromOptions, withAdministrators, withDatabaseExport } from "../server/start.ts";
import { caseReaderAt, nodeFetch, rehearsalFetch, replaySession } from "./composition.ts";
import { adminCommand } from "./commands/admin.command.ts";
import { purgeCommand } from "./commands/purge.command.ts";
import { replayCommand } from "./commands/replay.command.ts";
import { exportCommand } from "./export/export.command.ts";
import { draftsCommand } from "./commands/drafts.command.ts";
import { membersCommand } from "./commands/members.command.ts";
import { rehearseCommand } from "./commands/rehearse.command.ts";
import { serveCommand } from "./commands/serve.command.ts";
import { registerDescribe } from "./commands/describe.command.ts";
import { registerLint } from "./lint/lint-command.ts";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { readonly version: string };

const output = { stdout: process.stdout, stderr: process.stderr };

/** Ends the process once what was written has been flushed. */
const exit = (code: number): void => {
  process.exitCode = code;
  process.stdout.write("", () => process.exit(code));
};

export const program = new Command("claims")
  .description("Replay claim files against a claims API, lint a case directory before go-live, and serve the reference API and site.")
  .version(packageJson.version)
  .showHelpAfterError("(run claims --help for the commands and their options)");

program.addCommand(serveCommand({ env: process.env, onSignal: (signal, stop) => process.once(signal, stop) }, output, exit));
program.addCommand(replayCommand({ fetch: nodeFetch, newSession: replaySession, caseReaderAt }, output, exit));
program.addCommand(rehearseCommand({ fetch: rehearsalFetch, newSession: replaySession }, output, exit));
program.addCommand(membersCommand({ importRoster: (file, options, onProgress) => importRosterFromOptions(file, options, process.env, onProgress) }, output, exit));
program.addCommand(draftsCommand({ purge: (options) => purgeDraftsFromOptions(options, process.env) }, output, exit));
program.addCommand(adminCommand({ withAdministrators: (options, work) => withAdministrators(options, process.env, work) }, output, exit));
program.addCommand(exportCommand({ env: process.env, fetch: nodeFetch, withDatabaseExport }, output, exit));
program.addCommand(purgeCommand({ env: process.env, fetch: nodeFetch, purgeDatabase: purgeDatabaseClaims }, output, exit));
registerLint(program, caseReaderAt);
registerDescribe(program, caseReaderAt, output, exit);

program.parseAsync(process.argv).catch((error: unknown) => {
  // A command that hands its usage errors here (replay) has had commander say them already: exit 2, or 0 after --help.
  if (error instanceof CommanderError) {
    exit(error.exitCode === 0 ? 0 : 2);
    return;
  }
  process.stderr.write(`claims: ${error instanceof Error ? error.message : String(error)}\n`);
  exit(1);
});
