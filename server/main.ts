// `npm start`: the reference server on the demo case (or the deployment's settings from the
// environment), stopped cleanly by SIGINT or SIGTERM, and with exit code 1 when its claims database is lost
// for good (so that it is started again). A bad setting or case prints what is wrong, not a stack trace.
import process from "node:process";
import { readServerSettings } from "./settings/server-settings.ts";
import { startServer } from "./start.ts";

const KNOWN_ERRORS = new Set(["CaseError", "SettingsError", "DeadlineError", "ConfigurationError", "DataFolderLockedError"]);

const main = async (): Promise<void> => {
  const settings = readServerSettings(process.env);
  const server = await startServer(settings);
  const store = settings.databaseUrl === null ? `PGlite in ${settings.dataDir}` : "PostgreSQL";
  process.stdout.write(`${server.caseName}: claims site listening at ${server.url} (${store})\n`);
  if (server.metricsUrl !== null) process.stdout.write(`metrics at ${server.metricsUrl}\n`);
  const stop = (signal: string) => {
    process.stdout.write(`${signal}: stopping\n`);
    void server.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  void server.lost.then((error) => {
    process.stderr.write(`${error.message}: the server stopped\n`);
    process.exit(1);
  });
};

main().catch((error: unknown) => {
  const known = error instanceof Error && KNOWN_ERRORS.has(error.name);
  process.stderr.write(known ? `${error.message}\n` : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
