// The first step of `npm test`: makes sure the browser tests' Chromium, the PostgreSQL 15 server binaries,
// and the deployment doc's nginx, openssl and promtool are installed, installing them with apt-get (one update first) when it may, and otherwise
// stopping at once with one line naming the command to run. Prints nothing when all is there.
import process from "node:process";
import { CHROMIUM_PATH, NGINX_PATH, OPENSSL_PATH, POSTGRES_BIN, PROMTOOL_PATH } from "./system-programs.ts";
import { executable, prepareSystem } from "./system-install.ts";

process.exitCode = prepareSystem("npm test", [
  { purpose: "the browser tests' Chromium", path: CHROMIUM_PATH, debianPackage: "chromium", present: executable(CHROMIUM_PATH) },
  {
    purpose: "the PostgreSQL 15 server of the database tests",
    path: `${POSTGRES_BIN}/initdb`,
    debianPackage: "postgresql-15",
    present: executable(`${POSTGRES_BIN}/initdb`)
  },
  { purpose: "the deployment doc's TLS and HTTP/2 front", path: NGINX_PATH, debianPackage: "nginx", present: executable(NGINX_PATH) },
  { purpose: "the deployment doc's secrets and certificate", path: OPENSSL_PATH, debianPackage: "openssl", present: executable(OPENSSL_PATH) },
  { purpose: "the check of the deployment doc's alert rules", path: PROMTOOL_PATH, debianPackage: "prometheus", present: executable(PROMTOOL_PATH) }
]);
