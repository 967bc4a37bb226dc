// The reference server bundled into plain JavaScript once, for a test that starts it many times: node then runs
// it without tsx's loader, which took about half of each start's CPU (5 s against 2.7 s, measured on the crash
// test's restarts). The same sources as `npm start` runs, compiled by the same esbuild tsx uses; the packages
// stay outside the bundle, loaded from node_modules as they are when tsx runs the sources.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { build } from "esbuild";

const ROOT = resolve(import.meta.dirname, "../..");

export interface ServerBundle {
  /** The server's entry, for `node <entry>`. */
  readonly entry: string;
  readonly remove: () => Promise<void>;
}

/**
 * Bundles server/main.ts with its two worker threads beside it, under the names the server loads them by
 * (`new URL("./pglite-thread.worker.mjs", import.meta.url)` and the document inspector's), in a folder under
 * node_modules so that the packages resolve from there as from the sources.
 */
export const bundleServer = async (): Promise<ServerBundle> => {
  const cache = join(ROOT, "node_modules", ".cache");
  await mkdir(cache, { recursive: true });
  const outdir = await mkdtemp(join(cache, "server-bundle-"));
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: "server/main.ts",
      "pglite-thread.worker": "server/store/pglite-thread.worker.ts",
      "document-inspection.worker": "server/uploads/document-inspection.ts"
    },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "error"
  });
  return { entry: join(outdir, "main.mjs"), remove: () => rm(outdir, { recursive: true, force: true }) };
};
