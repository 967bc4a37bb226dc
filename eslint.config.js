// Lint rules for every layer: typed typescript-eslint rules, kebab-case file and folder names,
// and named exports only (tool configuration files that their tools load by default export are the one exception).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import checkFile from "eslint-plugin-check-file";
import tseslint from "typescript-eslint";

const NO_DEFAULT_EXPORT = {
  selector: "ExportDefaultDeclaration",
  message: "Use named exports only."
};

export default defineConfig(
  { ignores: [".dependency-cruiser.cjs", "node_modules/", "dist/", "coverage/", ".data/", "playwright-report/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname }
    },
    plugins: { "check-file": checkFile },
    rules: {
      "no-restricted-syntax": ["error", NO_DEFAULT_EXPORT],
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs,cjs}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true }
      ],
      "check-file/folder-naming-convention": ["error", { "**/": "KEBAB_CASE" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }]
    }
  },
  {
    files: ["domain/**", "application/**"],
    rules: { "@typescript-eslint/no-explicit-any": "error" }
  },
  {
    files: ["tests/**", "e2e/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-misused-spread": "off"
    }
  },
  {
    files: ["*.config.ts", "*.config.js"],
    rules: { "no-restricted-syntax": "off" }
  }
);
