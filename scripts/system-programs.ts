// Where the tests find the programs Debian installs for them: the browser tests' Chromium, the PostgreSQL 15
// server binaries of the tests' own cluster, and nginx, openssl and Prometheus's promtool, with which the
// deployment doc's commands and configuration are run. One place, read by the Playwright config, the
// test cluster and the step that installs what is missing before `npm test`.

/** Debian's Chromium (`apt-get install chromium`), driven by Playwright. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Debian's PostgreSQL 15 server binaries (`apt-get install postgresql-15`): initdb, pg_ctl, postgres. */
export const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";

/** Debian's Firefox ESR (`apt-get install firefox-esr`), driven over WebDriver BiDi by `npm run test:engines`. */
export const FIREFOX_PATH = "/usr/bin/firefox-esr";

/** WebKitGTK's WebDriver server (`apt-get install webkit2gtk-driver`), Safari's engine family, for `npm run test:engines`. */
export const WEBKIT_DRIVER_PATH = "/usr/bin/WebKitWebDriver";

/** The X server WebKitGTK runs under when the machine has no display (`apt-get install xvfb`). */
export const XVFB_RUN_PATH = "/usr/bin/xvfb-run";

/** Debian's nginx (`apt-get install nginx`), the TLS and HTTP/2 front of docs/deployment.md. */
export const NGINX_PATH = "/usr/sbin/nginx";

/** Debian's openssl (`apt-get install openssl`): the deployment's secrets and the tests' certificate. */
export const OPENSSL_PATH = "/usr/bin/openssl";

/** Prometheus's promtool (`apt-get install prometheus`), which checks the doc's scrape configuration and alert rules. */
export const PROMTOOL_PATH = "/usr/bin/promtool";
