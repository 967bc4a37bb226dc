// The first step of `npm test`: makes sure the browser tests' Chromium and the PostgreSQL 15 server
// binaries are installed, installing them with apt-get (one update first) when it may, and otherwise
// stopping at once with one line naming the command to run. Prints nothing when all is there.
import process from "node:process";
import { CHROMIUM_PATH, POSTGRES_BIN } from "./system-programs.ts";
import { executable, prepareSystem } from "./system-install.ts";

process.exitCode = prepareSystem("npm test", [
  { purpose: "the browser tests' Chromium", path: CHROMIUM_PATH, debianPackage: "chromium", present: executable(CHROMIUM_PATH) },
  {
    purpose: "the PostgreSQL 15 server of the database tests",
    path: `${POSTGRES_BIN}/initdb`,
    debianPackage: "postgresql-15",
    present: executable(`${POSTGRES_BIN}/initdb`)
  }
]);
