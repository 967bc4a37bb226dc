#!/usr/bin/env node
// The package's `claims` executable: runs cli/main.ts (TypeScript) through tsx's loader, so the command
// works straight after `npm ci` with no build step.
import { tsImport } from "tsx/esm/api";

await tsImport("./main.ts", import.meta.url);
