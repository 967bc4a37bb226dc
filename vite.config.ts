// Build and test configuration: the claimant site is built by Vite from web/, and Vitest runs tests/
// with coverage thresholds on the domain core, the application core and the adapters.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    setupFiles: ["tests/setup/fast-check.ts"],
    environment: "node",
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
