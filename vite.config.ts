// Build and test configuration: the claimant site is built by Vite from web/, and Vitest runs tests/
// with coverage thresholds on the domain core, the application core and the adapters.
import { resolve } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { configDefaults, defineConfig } from "vitest/config";

/** The libraries a shared chunk is named after, in this order; a page's own chunk keeps its module's name. */
const CHUNK_LIBRARIES: readonly (readonly [RegExp, string])[] = [
  [/\/node_modules\/react-dom\//, "react-dom"],
  [/\/node_modules\/react-router\//, "router"],
  [/\/node_modules\/effect\//, "effect"],
  [/\/node_modules\/@js-joda\//, "dates"],
  [/\/node_modules\/re2js\//, "re2js"],
  [/\/node_modules\/i18next\//, "i18next"],
  [/\/node_modules\/styled-components\//, "styled-components"],
  [/\/node_modules\/react-datepicker\//, "date-picker"],
  [/\/node_modules\/react\//, "react"]
];

/**
 * A chunk shared by several pages, or a library loaded on its own, is named after the libraries it holds (up
 * to three), else as the bundler names it.
 */
const sharedChunkName = (chunk: { readonly name: string; readonly facadeModuleId: string | null; readonly moduleIds: readonly string[] }): string => {
  if (chunk.facadeModuleId !== null && !chunk.facadeModuleId.includes("/node_modules/")) return chunk.name;
  const held = CHUNK_LIBRARIES.filter(([pattern]) => chunk.moduleIds.some((id) => pattern.test(id))).map(([, label]) => label);
  return held.length === 0 ? chunk.name : held.slice(0, 3).join("-");
};

/** Where the prerender build writes the module the server renders first views with (web/prerender.tsx). */
const PRERENDER_DIR = resolve(import.meta.dirname, "dist", ".prerender");

export default defineConfig(({ command, isSsrBuild = false }) => ({
  plugins: [
    react(),
    // The prerender module runs in the server, which reads it from disk: no compressed copies.
    // Brotli and gzip copies of every asset, at their best (slow) settings once at build time, for the server
    // to send by Accept-Encoding (server/site/static-site.ts). index.html is written per request, so it is not.
    !isSsrBuild &&
    compression({
      algorithms: [defineAlgorithm("brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm("gzip", { level: 9 })],
      include: /\.(js|css|svg|json)$/,
      exclude: [/\.map$/, /manifest\.json$/],
      // A small chunk still compresses to about half; under 256 bytes the saving is not worth a file.
      threshold: 256,
      skipIfLargerOrEqual: true
    })
  ],
  resolve: {
    // react-router's package exports only its development build (warnings and checks included); the
    // site's production build takes the production one it ships beside it.
    alias: command === "build" ? [{ find: /^react-router$/, replacement: resolve(import.meta.dirname, "node_modules/react-router/dist/production/index.mjs") }] : []
  },
  // `vite build web` builds the site from web/index.html into dist/, which the server serves.
  // `vite build web --ssr prerender.tsx` builds the prerender module into dist/.prerender/, after the site.
  build: {
    outDir: isSsrBuild ? PRERENDER_DIR : resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    target: "es2022",
    // Maps are written for whoever debugs a deployment, named by no comment in the assets; the server
    // serves them only when SITE_SOURCE_MAPS asks.
    sourcemap: isSsrBuild ? false : "hidden",
    // Which chunks each page's module needs: the server preloads those of the page it writes.
    manifest: !isSsrBuild,
    rolldownOptions: { output: { chunkFileNames: (chunk) => `assets/${sharedChunkName(chunk)}-[hash].js` } }
  },
  // The prerender module bundles its libraries, in their production builds, as the site does.
  ssr: { noExternal: isSsrBuild ? true : [] },
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  test: {
    setupFiles: ["tests/setup/fast-check.ts", "tests/setup/validation-engine.ts"],
    environment: "node",
    projects: [
      {
        extends: true,
        // Components rendered in a DOM (*.dom.test.tsx) run in the "web" project only.
        test: { name: "all", include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"], exclude: [...configDefaults.exclude, "tests/**/*.dom.test.tsx"] }
      },
      {
        // The claimant site's components, rendered in jsdom with Testing Library.
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["tests/web/**/*.dom.test.tsx"],
          setupFiles: ["tests/setup/dom.ts"],
          // A file's first render transforms the site's lazily loaded chunks.
          testTimeout: 15_000
        }
      },
      {
        // The HTTP tier's tests again, on a PostgreSQL 15 cluster the run starts itself.
        extends: true,
        test: { name: "server-on-postgres", include: ["tests/server/http/**/*.test.ts"], globalSetup: ["tests/support/postgres-global-setup.ts"] }
      }
    ],
    coverage: {
      provider: "v8",
      include: ["domain/**/*.ts", "application/**/*.ts", "adapters/**/*.ts"],
      exclude: ["tests/**", "e2e/**"],
      reporter: ["text-summary", "json-summary", "html"],
      reportsDirectory: "coverage",
      thresholds: {
        "domain/**/*.ts": { lines: 95, branches: 90 },
        "application/**/*.ts": { lines: 90 },
        "adapters/**/*.ts": { lines: 90 }
      }
    }
  }
}));
