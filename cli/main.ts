// The `claims` program: serve, replay, rehearse, members, drafts, store, admin, export, purge, lint and describe
// under one commander program, named and versioned from package.json. Wires the process (arguments, streams,
// signals, exit) to the commands; decides nothing else. Only the command asked for is loaded (all of them
// for the program's own help): `claims export` never loads the web server or the site's session, which took
// its memory and a second of every start.
import { readFileSync } from "node:fs";
import process from "node:process";
import { Command, CommanderError } from "commander";

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

const server = () => import("../server/start.ts");
const composition = () => import("./composition.ts");

/** Each command, in the order the program's help lists them, added to the program when asked for. */
const COMMANDS: Readonly<Record<string, () => Promise<void>>> = {
  serve: async () => {
    const { serveCommand } = await import("./commands/serve.command.ts");
    program.addCommand(serveCommand({ env: process.env, onSignal: (signal, stop) => process.once(signal, stop) }, output, exit));
  },
  replay: async () => {
    const [{ replayCommand }, { caseReaderAt, nodeFetch, replaySession }] = await Promise.all([import("./commands/replay.command.ts"), composition()]);
    program.addCommand(replayCommand({ fetch: nodeFetch, newSession: replaySession, caseReaderAt }, output, exit));
  },
  rehearse: async () => {
    const [{ rehearseCommand }, { rehearsalFetch, replaySession }] = await Promise.all([import("./commands/rehearse.command.ts"), composition()]);
    program.addCommand(rehearseCommand({ fetch: rehearsalFetch, newSession: replaySession, env: process.env }, output, exit));
  },
  members: async () => {
    const { membersCommand } = await import("./commands/members.command.ts");
    program.addCommand(membersCommand({ importRoster: async (file, options, onProgress) => (await server()).importRosterFromOptions(file, options, process.env, onProgress) }, output, exit));
  },
  drafts: async () => {
    const { draftsCommand } = await import("./commands/drafts.command.ts");
    program.addCommand(draftsCommand({ purge: async (options) => (await server()).purgeDraftsFromOptions(options, process.env) }, output, exit));
  },
  store: async () => {
    const { storeCommand } = await import("./commands/store.command.ts");
    program.addCommand(storeCommand({ copy: async (options, onTable) => (await server()).copyStoreFromOptions(options, process.env, onTable) }, output, exit));
  },
  admin: async () => {
    const { adminCommand } = await import("./commands/admin.command.ts");
    program.addCommand(adminCommand({ withAdministrators: async (options, work) => (await server()).withAdministrators(options, process.env, work) }, output, exit));
  },
  export: async () => {
    const { exportCommand } = await import("./export/export.command.ts");
    program.addCommand(exportCommand({ env: process.env, fetch: (input, init) => fetch(input, init), withDatabaseExport: async (options, work) => (await server()).withDatabaseExport(options, process.env, work) }, output, exit));
  },
  purge: async () => {
    const { purgeCommand } = await import("./commands/purge.command.ts");
    program.addCommand(purgeCommand({ env: process.env, fetch: (input, init) => fetch(input, init), purgeDatabase: async (options, each) => (await server()).purgeDatabaseClaims(options, process.env, each) }, output, exit));
  },
  lint: async () => {
    const [{ registerLint }, { caseReaderAt }] = await Promise.all([import("./lint/lint-command.ts"), composition()]);
    registerLint(program, caseReaderAt);
  },
  describe: async () => {
    const [{ registerDescribe }, { caseReaderAt }] = await Promise.all([import("./commands/describe.command.ts"), composition()]);
    registerDescribe(program, caseReaderAt, output, exit);
  }
};

const asked = process.argv.slice(2).find((argument) => !argument.startsWith("-"));
for (const name of asked !== undefined && asked in COMMANDS ? [asked] : Object.keys(COMMANDS)) await COMMANDS[name]?.();

program.parseAsync(process.argv).catch((error: unknown) => {
  // A command that hands its usage errors here (replay) has had commander say them already: exit 2, or 0 after --help.
  if (error instanceof CommanderError) {
    exit(error.exitCode === 0 ? 0 : 2);
    return;
  }
  process.stderr.write(`claims: ${error instanceof Error ? error.message : String(error)}\n`);
  exit(1);
});
