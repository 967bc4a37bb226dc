// `claims serve`: the reference claims API and the built site on one address, from a case directory, until
// SIGINT or SIGTERM stops it cleanly. A bad option or case prints what is wrong in one line and exits 1, as
// does losing the claims database for good.
import { Command } from "commander";
import { type StartedServer, startFromOptions, type ServeOptions } from "../../server/start.ts";
import type { CommandOutput } from "./replay.command.ts";

/** Errors of the operator's input: their message says it all, so no stack trace is shown. */
const INPUT_ERRORS = new Set(["CaseError", "SettingsError", "DeadlineError", "ConfigurationError", "DataFolderLockedError", "StoreCopyError"]);

export const describeStartFailure = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  if (INPUT_ERRORS.has(error.name)) return error.message;
  const code = (error as { code?: unknown }).code;
  if (code === "EADDRINUSE") return `The address is already in use: ${error.message}`;
  return `${error.name}: ${error.message}`;
};

export interface ServeDependencies {
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Where stop signals come from (the process). */
  readonly onSignal: (signal: "SIGINT" | "SIGTERM", stop: () => void) => void;
}

export const serveCommand = (dependencies: ServeDependencies, output: CommandOutput, exit: (code: number) => void): Command =>
  new Command("serve")
    .description("run the reference claims API and the built site (npm start)")
    .option("--case <dir>", "the case directory (CASE_DIR; default cases/demo)")
    .option("--port <n>", "the port, 0 for any free one (PORT; default 8080)")
    .option("--host <h>", "the address to listen on (HOST; default 127.0.0.1)")
    .option("--data <dir>", "PGlite's data folder (DATA_DIR; default .data)")
    .option("--database-url <url>", "a PostgreSQL database instead of PGlite (DATABASE_URL)")
    .option("--theme <name>", "override the case's theme (THEME)")
    .option("--now <iso>", "fix the server clock at this instant, e.g. 2100-01-02T00:00:00Z (CLAIMS_NOW)")
    .action(async (options: ServeOptions) => {
      let server: StartedServer;
      try {
        server = await startFromOptions(options, dependencies.env);
      } catch (error) {
        output.stderr.write(`claims serve: ${describeStartFailure(error)}\n`);
        exit(1);
        return;
      }
      output.stdout.write(`${server.caseName}: claims site listening at ${server.url} (${server.store})\n`);
      const stop = (signal: string) => () => {
        output.stdout.write(`${signal}: stopping\n`);
        void server.close().then(
          () => {
            exit(0);
          },
          (error: unknown) => {
            output.stderr.write(`claims serve: ${describeStartFailure(error)}\n`);
            exit(1);
          }
        );
      };
      dependencies.onSignal("SIGINT", stop("SIGINT"));
      dependencies.onSignal("SIGTERM", stop("SIGTERM"));
      // A claims database lost for good has closed the server: exit 1, so that a supervisor starts it again.
      void server.lost.then((error) => {
        output.stderr.write(`claims serve: ${error.message}: the server stopped\n`);
        exit(1);
      });
    });
