// Build and test configuration: the claimant site is built by Vite from web/, and Vitest runs tests/
// with coverage thresholds on the domain core, the application core and the adapters.
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import type { Plugin } from "vite";
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

/**
 * react-router's production build defines each component and context in a top-level call (`var NavLink =
 * React.forwardRef(...)`) that it does not mark pure, and names each for React's developer tools in a
 * statement of its own (`NavLink.displayName = "NavLink";`): the bundler must keep both as side effects, and
 * with them all they use, so the site's one Link brought NavLink, Form, the fetchers and the data streams'
 * decoder to the start page. The site's build marks those calls pure (React's forwardRef, memo and
 * createContext are) and goes without the names, which nothing reads in production.
 */
const ROUTER_PRODUCTION_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/;
const routerTreeShaken = (): Plugin => ({
  name: "router-tree-shaken",
  apply: "build",
  transform(code, id) {
    if (!ROUTER_PRODUCTION_BUILD.test(id)) return null;
    // Both are changes within a line, so every line keeps its place (no new map needed).
    const shaken = code
      .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, "$1/* @__PURE__ */ $2")
      .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, "");
    return { code: shaken, map: null };
  }
});

/**
 * The empty build of @js-joda/timezone, as it plugs its provider in, asks the browser for the browser's own
 * zone (`Intl.DateTimeFormat().resolvedOptions()`) to make js-joda's default zone: the page's first
 * date-time format, which loads the browser's calendar data, about 40 ms unthrottled on a phone's first page
 * (its date code runs there when the site is idle). The site names every zone it uses and never asks for the
 * default one; and with no zone data loaded yet, the build could find no zone but UTC by that name anyway.
 * The site's build plugs the provider in without it. A new version of the package that plugs in otherwise
 * fails the build, so no change of it goes unseen.
 */
const TIMEZONE_EMPTY_BUILD = /[\\/]node_modules[\\/]@js-joda[\\/]timezone[\\/]dist[\\/]js-joda-timezone-empty\.esm\.js$/;
const SYSTEM_DEFAULT_ZONE_CALL = "extendSystemDefaultZoneId(jsJoda.ZoneId);";

const timezoneWithoutDefaultZone = (): Plugin => ({
  name: "timezone-without-default-zone",
  apply: "build",
  transform(code, id) {
    if (!TIMEZONE_EMPTY_BUILD.test(id)) return null;
    if (!code.includes(SYSTEM_DEFAULT_ZONE_CALL)) throw new Error(`${id} no longer plugs its provider in by ${SYSTEM_DEFAULT_ZONE_CALL}: see vite.config.ts.`);
    // A change within its line, so every line keeps its place (no new map needed).
    return { code: code.replace(SYSTEM_DEFAULT_ZONE_CALL, ""), map: null };
  }
});

/** Where the prerender build writes the module the server renders first views with (web/prerender.tsx). */
const PRERENDER_DIR = resolve(import.meta.dirname, "dist", ".prerender");

/**
 * The modules the start page runs after its entry, in the four chunks the entry runs one a task
 * (web/main.tsx), gathered once the build has read them all (firstPageModulesPlugin): the session's code
 * (app/load-session.ts with the domain, application and adapters it imports), the rest of the site's own
 * code the page needs (app/boot-site.tsx with the blocks, layouts' frame and form page's imports), Effect,
 * and the other libraries but React's DOM renderer (a chunk of its own, run in a step of its own). In two
 * chunks, the site's own code and the libraries each ran in one task of 120 to 200 ms on a phone.
 */
const firstPageSession = new Set<string>();
const firstPageSite = new Set<string>();
const firstPageEffect = new Set<string>();
const firstPageLibraries = new Set<string>();
const LIBRARY = /[\\/]node_modules[\\/]/;
const EFFECT_LIBRARY = /[\\/]node_modules[\\/]effect[\\/]/;
const OWN_CHUNK_LIBRARY = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

const inWeb = (path: string): string => resolve(import.meta.dirname, "web", path);

/** What the entry imports first of the site's code: the session's, with everything it imports. */
const SESSION_ENTRY = inWeb("app/load-session.ts");
/** The site's code, and the start page's own module: what else the start page needs of the site's code. */
const SITE_ENTRY = inWeb("app/boot-site.tsx");
const FORM_PAGE = inWeb("pages/form-page.tsx");

/** The page's entry: what it imports stays with it, so that the page's first script stays small. */
const ENTRY_MODULE = inWeb("main.tsx");

/**
 * Gathers what the start page's chunks import (statically: what they load on demand stays out), less what the
 * entry imports: the session's code with its entry, the rest of the site's own with its, Effect, and the other
 * libraries but React's DOM renderer. Each set goes out as one chunk (build.rolldownOptions below) instead
 * of a score of small ones that each module's sharing would make: on slow 4G each request waits a round
 * trip, six at a time over HTTP/1.1, so 24 chunks came in four rounds. The groups place only these modules:
 * left to take their imports along, they would draw code the start page loads on demand (dates, masks)
 * into it. The form page keeps a chunk of its own: every form address preloads it.
 */
const firstPageModulesPlugin = (): Plugin => ({
  name: "first-page-modules",
  buildEnd() {
    const closure = (entries: readonly string[]): Set<string> => {
      const found = new Set<string>();
      const visit = (id: string): void => {
        if (found.has(id) || id.startsWith("\0")) return;
        const info = this.getModuleInfo(id);
        if (info === null) return;
        found.add(id);
        for (const imported of info.importedIds) visit(imported);
      };
      for (const entry of entries) visit(entry);
      return found;
    };
    const withEntry = closure([ENTRY_MODULE]);
    const session = closure([SESSION_ENTRY]);
    for (const set of [firstPageSession, firstPageSite, firstPageEffect, firstPageLibraries]) set.clear();
    for (const id of closure([SESSION_ENTRY, SITE_ENTRY, FORM_PAGE])) {
      if (withEntry.has(id) || id === FORM_PAGE || OWN_CHUNK_LIBRARY.test(id)) continue;
      if (EFFECT_LIBRARY.test(id)) firstPageEffect.add(id);
      else if (LIBRARY.test(id)) firstPageLibraries.add(id);
      else (session.has(id) ? firstPageSession : firstPageSite).add(id);
    }
  }
});

/** Tests of pure code that may share their worker's modules (the "shared-modules" project below). */
const SHARED_MODULE_TESTS = ["tests/domain/**/*.test.ts", "tests/adapters/**/*.test.ts"];
/** The site's components, rendered in a DOM. */
const DOM_TESTS = "tests/web/**/*.dom.test.tsx";
/**
 * Tests among those of what a module does as it loads (the zones unpacked at the first ask), or that mock a
 * module, reset the module registry or stub a browser's global: each needs its modules loaded afresh.
 */
const FRESH_MODULE_TESTS = [
  "tests/domain/time/zones.test.ts",
  "tests/web/app/early-edits.dom.test.tsx",
  "tests/web/app/painted-preload.dom.test.tsx",
  "tests/web/pages/prefetch-next-steps.dom.test.tsx"
];
/** What every project of the site's components sets. */
const WEB_TESTS = {
  environment: "jsdom" as const,
  include: [DOM_TESTS],
  setupFiles: ["tests/setup/dom.ts"],
  // A file's first render transforms the site's lazily loaded chunks.
  testTimeout: 15_000
};

export default defineConfig(({ command, isSsrBuild = false }) => ({
  plugins: [
    react(),
    routerTreeShaken(),
    timezoneWithoutDefaultZone(),
    command === "build" && !isSsrBuild && firstPageModulesPlugin(),
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
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${sharedChunkName(chunk)}-[hash].js`,
        ...(command !== "build" || isSsrBuild
          ? {}
          : {
              codeSplitting: {
                groups: [
                  { name: "first-page-libraries", test: (id: string) => firstPageLibraries.has(id), includeDependenciesRecursively: false },
                  { name: "effect", test: (id: string) => firstPageEffect.has(id), includeDependenciesRecursively: false },
                  { name: "session", test: (id: string) => firstPageSession.has(id), includeDependenciesRecursively: false },
                  { name: "first-page", test: (id: string) => firstPageSite.has(id), includeDependenciesRecursively: false }
                ]
              }
            })
      }
    }
  },
  // The prerender module bundles its libraries, in their production builds, as the site does.
  ssr: { noExternal: isSsrBuild ? true : [] },
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  test: {
    // One test file per core. Vitest's default leaves a core for itself (one worker on a 2-core machine),
    // but most files here wait on processes they start (servers, PostgreSQL, the build), so that core idled:
    // the whole run took 1,734 s on one worker and 1,059 s on two, with every test passing.
    maxWorkers: availableParallelism(),
    setupFiles: ["tests/setup/fast-check.ts", "tests/setup/validation-engine.ts"],
    environment: "node",
    projects: [
      {
        extends: true,
        // Components rendered in a DOM (*.dom.test.tsx) run in the web projects only; the domain's and the
        // adapters' tests in the shared-modules projects.
        test: {
          name: "all",
          include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, DOM_TESTS, ...SHARED_MODULE_TESTS]
        }
      },
      {
        // The domain's and the adapters' tests share their worker's modules instead of loading them afresh
        // for each file: pure code, no module mocks. Loading the validation engine and the domain afresh for
        // each of their 165 files made them a 91 s run on two workers; sharing, 17 s.
        extends: true,
        test: { name: "shared-modules", include: SHARED_MODULE_TESTS, exclude: [...configDefaults.exclude, ...FRESH_MODULE_TESTS], isolate: false }
      },
      {
        // The claimant site's components, rendered in jsdom with Testing Library, sharing their worker's
        // modules and its jsdom too (tests/setup/dom.ts leaves each test's page as it found it): 146 s on two
        // workers when each of the 47 files loaded React, the site and a jsdom of its own; 47 to 69 s so.
        extends: true,
        test: { ...WEB_TESTS, name: "web", exclude: [...configDefaults.exclude, ...FRESH_MODULE_TESTS], isolate: false }
      },
      {
        // FRESH_MODULE_TESTS: each file with its modules loaded afresh.
        extends: true,
        test: { name: "fresh-modules", include: FRESH_MODULE_TESTS, exclude: [...configDefaults.exclude, DOM_TESTS] }
      },
      {
        extends: true,
        test: { ...WEB_TESTS, name: "web-fresh-modules", include: FRESH_MODULE_TESTS.filter((path) => path.endsWith(".dom.test.tsx")) }
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
