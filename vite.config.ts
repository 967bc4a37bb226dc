// Build and test configuration: the claimant site is built by Vite from web/, and Vitest runs tests/
// with coverage thresholds on the domain core, the application core and the adapters.
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    // react-router's package exports only its development build (warnings and checks included); the
    // site's production build takes the production one it ships beside it.
    alias: command === "build" ? [{ find: /^react-router$/, replacement: resolve(import.meta.dirname, "node_modules/react-router/dist/production/index.mjs") }] : []
  },
  // `vite build web` builds the site from web/index.html into dist/, which the server serves.
  build: {
    outDir: resolve(import.meta.dirname, "dist"),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true
  },
  test: {
    setupFiles: ["tests/setup/fast-check.ts"],
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
