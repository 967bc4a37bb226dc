// A document inspector's thread (document-inspector.ts): runs document-inspection.ts through tsx's loader, as
// the PGlite thread does, since a worker thread is plain Node with no loader of its own.
import { tsImport } from "tsx/esm/api";

// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- tsImport gives the module untyped; the pool calls this one export
const { inspectDocument } = await tsImport("./document-inspection.ts", import.meta.url);

export { inspectDocument };
