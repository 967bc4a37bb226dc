// Build and test configuration: the claimant site is built by Vite from web/, and Vitest runs tests/
// with coverage thresholds on the domain core, the application core and the adapters.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ["tests/setup/fast-check.ts"],
    environment: "node",
    projects: [
      { extends: true, test: { name: "all", include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"] } },
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
});
