// A loopback port no one listens on now, for a server a test run or benchmark starts: the system picks it,
// the probe lets it go at once.
import { createServer } from "node:net";

export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === "object" && address !== null) done(address.port);
        else fail(new Error("no free port"));
      });
    });
  });
