// Starts the reference server: composes it, listens, and gives back its address and a way to stop it.
// `npm start` and `claims serve` both come here; `claims serve` passes its options, which win over the environment.
import { composeServer } from "./composition.ts";
import { readServerSettings, type ServerSettings, SettingsError, type SettingsSource } from "./settings/server-settings.ts";

export interface RunningServer {
  readonly url: string;
  readonly caseName: string;
  readonly close: () => Promise<void>;
}

export const startServer = async (settings: ServerSettings): Promise<RunningServer> => {
  const { app, claimsCase } = await composeServer(settings);
  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : settings.port;
  const host = settings.host.includes(":") ? `[${settings.host}]` : settings.host;
  return { url: `http://${host}:${port}`, caseName: claimsCase.site.caseName, close: () => app.close() };
};

/** The options of `claims serve`, as typed; each stands for an environment variable and wins over it. */
export interface ServeOptions {
  readonly case?: string;
  readonly port?: string;
  readonly host?: string;
  readonly data?: string;
  readonly databaseUrl?: string;
  readonly theme?: string;
  readonly now?: string;
}

const OPTION_VARIABLES: Readonly<Record<keyof ServeOptions, readonly [variable: string, flag: string]>> = {
  case: ["CASE_DIR", "--case"],
  port: ["PORT", "--port"],
  host: ["HOST", "--host"],
  data: ["DATA_DIR", "--data"],
  databaseUrl: ["DATABASE_URL", "--database-url"],
  theme: ["THEME", "--theme"],
  now: ["CLAIMS_NOW", "--now"]
};

/** The settings the options and the environment give; a bad option is a SettingsError naming the option, not the variable. */
export const settingsFromOptions = (options: ServeOptions, env: SettingsSource): ServerSettings => {
  const given = (Object.keys(OPTION_VARIABLES) as (keyof ServeOptions)[]).filter((name) => options[name] !== undefined);
  const overlay = Object.fromEntries(given.map((name) => [OPTION_VARIABLES[name][0], options[name]]));
  try {
    return readServerSettings({ ...env, ...overlay });
  } catch (error) {
    const option = given.find((name) => error instanceof SettingsError && OPTION_VARIABLES[name][0] === error.variable);
    if (!(error instanceof SettingsError) || option === undefined) throw error;
    const [variable, flag] = OPTION_VARIABLES[option];
    throw new SettingsError(flag, error.message.slice(variable.length + 2));
  }
};

export interface StartedServer extends RunningServer {
  /** Where claims are kept, in words: "PGlite in .data" or "PostgreSQL". */
  readonly store: string;
}

export const startFromOptions = async (options: ServeOptions, env: SettingsSource): Promise<StartedServer> => {
  const settings = settingsFromOptions(options, env);
  const server = await startServer(settings);
  return { ...server, store: settings.databaseUrl === null ? `PGlite in ${settings.dataDir}` : "PostgreSQL" };
};
