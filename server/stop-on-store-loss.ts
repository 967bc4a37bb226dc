// When the claims store is lost for good (the PGlite thread ended), the server stops rather than failing
// every request from then on: it logs why, closes (no new connections, requests in flight end), and tells
// its caller, which exits non-zero so that whatever supervises the process starts it again.
import type { FastifyInstance } from "fastify";
import type { ClaimStore } from "./store/claim-store.port.ts";

/** Settles, once the server has closed, with why the store was lost; never while the store answers. */
export const stopOnStoreLoss = (app: FastifyInstance, store: Pick<ClaimStore, "lost">): Promise<Error> =>
  store.lost.then(async (error) => {
    app.log.fatal({ event: "storeLost", error: error.message }, "the claims database stopped answering; the server stops so that it is started again");
    await app.close().catch(() => undefined);
    return error;
  });
