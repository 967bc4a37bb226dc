// `npm run bench:site`: how soon a claimant on a phone can type on the start page. Builds the site when it is
// stale, starts the reference server in each theme, and loads `/` in Debian's Chromium under the usual
// mobile lab conditions (Lighthouse's slow 4G as DevTools applies it: 562.5 ms round trip, 1.47 Mbit/s down,
// 675 kbit/s up; CPU slowed 4x; a 412x823 viewport), each load in a fresh browser context (nothing cached).
// Prints, per theme, the median of --runs loads (5) of: the time until the Notice ID input is visible, LCP,
// the time until the site's code has taken the page served whole over (a press is carried out at once from
// then on, so the form is usable), and the JavaScript on the wire (compressed, as sent, with its headers)
// loaded by each of the two: by the input's showing, and by the takeover. Then Lighthouse's
// mobile audit (lighthouse-audit.ts) of / and /standard/claimant-info in each theme: performance score, LCP,
// TBT and CLS, the median of --audits runs (3; 0 for none). With --through-proxy, each theme's page is loaded
// through the deployment doc's TLS and HTTP/2 front as well (nginx, scripts/nginx-front.ts), and through the
// same TLS over HTTP/1.1 only, their takeover times and the protocol the scripts came over beside the direct
// ones. Loopback only.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { EARLY_PRESS_GLOBAL } from "../../domain/api/prerendered-page.ts";
import { demoText } from "../../e2e/support/demo-content.ts";
import { startTlsFront } from "../nginx-front.ts";
import { CHROMIUM_PATH } from "../system-programs.ts";
import { median, ROOT, startBenchServer } from "./bench-kit.ts";
import { type Audit, auditPage } from "./lighthouse-audit.ts";

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "5" }, audits: { type: "string", default: "3" }, "through-proxy": { type: "boolean", default: false } }
});
const RUNS = Number(args.runs);
const AUDITS = Number(args.audits);
/** Loads the page through the deployment doc's TLS and HTTP/2 front too, beside the direct loads. */
const THROUGH_PROXY = args["through-proxy"];
const AUDITED_PAGES = ["/", "/standard/claimant-info"] as const;
const THEMES = ["jnd-7-0-default", "ftc-7-0-default", "jnd-9-0-kontent"] as const;

/** Lighthouse's mobile preset, "devtools" throttling: its simulated slow 4G scaled as DevTools needs it. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };

interface Load {
  /** The protocol the page's scripts came over (h2 through the front, http/1.1 direct). */
  readonly protocol: string;
  readonly inputVisibleMs: number;
  /** When the site's code had taken the page served whole over, its presses its own from then on. */
  readonly takenOverMs: number;
  readonly lcpMs: number;
  /** JavaScript on the wire by the time the input showed, and by the takeover. */
  readonly scriptBytesByInput: number;
  readonly scriptBytesByTakeover: number;
}

/**
 * Runs in the page before its own scripts: watches every frame for the input the label names to be shown,
 * and keeps the last largest-contentful-paint entry. A string, so the page gets it as written, not as
 * this file's compiler rewrote it.
 */
const watchPage = (label: string): string => `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.lcpAt = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const look = () => {
    const named = [...document.querySelectorAll("label")].find((element) => (element.textContent || "").trim().startsWith(${JSON.stringify(label)}));
    const input = named && named.htmlFor ? document.getElementById(named.htmlFor) : null;
    if (input instanceof HTMLElement && input.offsetParent !== null) {
      window.inputVisibleAt = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  const watchTakeover = () => {
    if (window[${JSON.stringify(EARLY_PRESS_GLOBAL)}]?.open === true) window.takenOverAt = performance.now();
    else requestAnimationFrame(watchTakeover);
  };
  requestAnimationFrame(watchTakeover);
`;

const loadOnce = async (url: string, label: string): Promise<Load> => {
  // The front's certificate is one the bench made: accepted here, as a browser with the site's own would.
  const trust = url.startsWith("https:") ? ["--ignore-certificate-errors"] : [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", ...trust] });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
    await devtools.send("Network.emulateNetworkConditions", SLOW_4G);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: watchPage(label) });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => (globalThis as unknown as { readonly inputVisibleAt?: number }).inputVisibleAt !== undefined, undefined, { timeout: 120_000, polling: 100 });
    await page.waitForFunction(() => (globalThis as unknown as { readonly takenOverAt?: number }).takenOverAt !== undefined, undefined, { timeout: 120_000, polling: 100 });
    // LCP settles once the page stops painting larger things; a moment after the input shows is enough.
    await page.waitForTimeout(1500);
    // Script resources loaded by the time the input showed, and by the takeover, as sent (compressed, with
    // headers). This runs in the page; this file's types are Node's, so the page's objects are described
    // where they are used.
    return await page.evaluate((): Load => {
      const marks = globalThis as unknown as { readonly inputVisibleAt: number; readonly takenOverAt: number; readonly lcpAt?: number };
      type Resource = { readonly name: string; readonly initiatorType: string; readonly responseEnd: number; readonly transferSize: number; readonly nextHopProtocol: string };
      const scripts = (performance.getEntriesByType("resource") as unknown as readonly Resource[]).filter((entry) => entry.initiatorType !== "fetch" && /\.m?js(\?|$)/.test(entry.name));
      // Sums written out, not a named helper: the compiler would wrap one in a function the page lacks.
      let scriptBytesByInput = 0;
      let scriptBytesByTakeover = 0;
      for (const entry of scripts) {
        if (entry.responseEnd <= marks.inputVisibleAt) scriptBytesByInput += entry.transferSize;
        if (entry.responseEnd <= marks.takenOverAt) scriptBytesByTakeover += entry.transferSize;
      }
      return { protocol: scripts[0]?.nextHopProtocol ?? "", inputVisibleMs: marks.inputVisibleAt, takenOverMs: marks.takenOverAt, lcpMs: marks.lcpAt ?? Number.NaN, scriptBytesByInput, scriptBytesByTakeover };
    });
  } finally {
    await browser.close();
  }
};

const built = spawnSync(process.execPath, ["--import", "tsx", "scripts/ensure-site.ts"], { cwd: ROOT, stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
const label = demoText("en", "LocKey_Label_NoticeId");

process.stdout.write(
  `first page, / in Chromium: slow 4G (562.5 ms RTT, 1.47 Mbit/s down), CPU x${String(CPU_SLOWDOWN)}, ${String(VIEWPORT.width)}x${String(VIEWPORT.height)}, no cache; median of ${String(RUNS)}\n`
);
process.stdout.write(
  `${"theme".padEnd(18)}${"input visible ms".padStart(18)}${"LCP ms".padStart(10)}${"taken over ms".padStart(15)}${"JS by input KB".padStart(16)}${"JS by takeover KB".padStart(19)}${
    THROUGH_PROXY ? `${"front, TLS HTTP/1.1: taken over ms".padStart(36)}${"front, TLS HTTP/2: taken over ms".padStart(36)}` : ""
  }\n`
);
const audits: string[] = [];
for (const theme of THEMES) {
  const server = await startBenchServer("claims-bench-site-", { THEME: theme });
  try {
    await loadOnce(`${server.api}/`, label); // warms the server's page cache; not counted
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await loadOnce(`${server.api}/`, label));
    const row = [
      median(loads.map((load) => load.inputVisibleMs)).toFixed(0).padStart(18),
      median(loads.map((load) => load.lcpMs)).toFixed(0).padStart(10),
      median(loads.map((load) => load.takenOverMs)).toFixed(0).padStart(15),
      (median(loads.map((load) => load.scriptBytesByInput)) / 1024).toFixed(1).padStart(16),
      (median(loads.map((load) => load.scriptBytesByTakeover)) / 1024).toFixed(1).padStart(19)
    ];
    if (THROUGH_PROXY) {
      // The front as the doc configures it, and the same TLS over HTTP/1.1 only: what HTTP/2 itself brings.
      for (const http2 of [false, true]) {
        const folder = mkdtempSync(join(tmpdir(), "claims-bench-front-"));
        const front = await startTlsFront(folder, Number(new URL(server.api).port), { http2 });
        try {
          const url = `https://127.0.0.1:${String(front.httpsPort)}/`;
          await loadOnce(url, label);
          const proxied: Load[] = [];
          for (let run = 0; run < RUNS; run += 1) proxied.push(await loadOnce(url, label));
          row.push(median(proxied.map((load) => load.takenOverMs)).toFixed(0).padStart(http2 ? 16 : 22), ` ${[...new Set(proxied.map((load) => load.protocol))].join("/")}`);
        } finally {
          await front.stop();
          rmSync(folder, { recursive: true, force: true });
        }
      }
    }
    process.stdout.write(`${theme.padEnd(18)}${row.join("")}\n`);
    for (const page of AUDITS > 0 ? AUDITED_PAGES : []) {
      const runs: Audit[] = [];
      for (let run = 0; run < AUDITS; run += 1) runs.push(await auditPage(`${server.api}${page}`));
      const of = (pick: (audit: Audit) => number): number => median(runs.map(pick));
      audits.push(
        `${theme.padEnd(18)}${page.padEnd(26)}${of((audit) => audit.score).toFixed(0).padStart(7)}${of((audit) => audit.lcpMs).toFixed(0).padStart(9)}${of((audit) => audit.tbtMs).toFixed(0).padStart(9)}${of((audit) => audit.cls).toFixed(3).padStart(8)}`
      );
    }
  } finally {
    await server.stop();
  }
}
if (AUDITS > 0) {
  process.stdout.write(`\nLighthouse 12.8.2, mobile preset (simulated slow 4G, CPU x4), performance only; median of ${String(AUDITS)}\n`);
  process.stdout.write(`${"theme".padEnd(18)}${"page".padEnd(26)}${"score".padStart(7)}${"LCP ms".padStart(9)}${"TBT ms".padStart(9)}${"CLS".padStart(8)}\n`);
  for (const line of audits) process.stdout.write(`${line}\n`);
}
