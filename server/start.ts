// Starts the reference server: composes it, listens, and gives back its address and a way to stop it.
// `npm start` and `claims serve` both come here.
import { composeServer } from "./composition.ts";
import type { ServerSettings } from "./settings/server-settings.ts";

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
