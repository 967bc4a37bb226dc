// Starts the PGlite thread's TypeScript (pglite-thread.worker.ts) through tsx's loader, as cli/claims.mjs
// starts the command line: a worker thread is plain Node, with no loader of its own.
import { tsImport } from "tsx/esm/api";

await tsImport("./pglite-thread.worker.ts", import.meta.url);
