// `npm run size`: builds the site and weighs, gzip level 9, the JavaScript a claimant downloads before "/"
// first renders (the entry, its preloads and static imports, and the default theme's layout: the layout in
// the served language with a spinner where the page goes) against the budget, exiting 1 over it; and, for
// the record, what follows before the start page's form shows (the session's chunk and the form page).
// It reads the built files only, never the build's internals.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, extname, join, relative, resolve } from "node:path";
import process from "node:process";
import { gzipSync } from "node:zlib";
import { THEMES } from "../domain/site/theme.ts";

const ROOT = resolve(import.meta.dirname, "..");
const DIST = join(ROOT, "dist");
const BUDGET_KB = 150;
const DEFAULT_THEME = THEMES[0];
/** The modules loaded lazily yet before the first render of "/": the default theme's layout. */
const FIRST_RENDER_MODULES = [join(ROOT, "web", "layouts", DEFAULT_THEME)];
/** What the start page loads after its first render, before its form shows: the session and the form page. */
const PAGE_MODULES = [join(ROOT, "web", "app", "load-session.ts"), join(ROOT, "web", "pages", "form-page.tsx")];

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^;()"'`]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g;
const ENTRY_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+\.js)"/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g;

const kb = (bytes: number): string => (bytes / 1000).toFixed(2);
const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;
const matches = (text: string, pattern: RegExp): string[] => [...text.matchAll(pattern)].map((match) => match[1] ?? "");
const fromPage = (address: string): string => join(DIST, address.replace(/^\//, ""));

/** A chunk and every chunk it imports statically, transitively. */
const withStaticImports = (start: readonly string[]): Set<string> => {
  const found = new Set<string>();
  const visit = (file: string): void => {
    if (found.has(file)) return;
    found.add(file);
    for (const target of matches(readFileSync(file, "utf8"), STATIC_IMPORT)) visit(resolve(dirname(file), target));
  };
  start.forEach(visit);
  return found;
};

const dynamicImports = (files: Iterable<string>): Set<string> =>
  new Set([...files].flatMap((file) => matches(readFileSync(file, "utf8"), DYNAMIC_IMPORT).map((target) => resolve(dirname(file), target))));

/** Rolldown names a lazily loaded chunk after its module: web/pages/form-page.tsx becomes form-page-<hash>.js. */
const chunkOf = (module: string, chunks: Iterable<string>): string => {
  const file = extname(module) === "" ? (readdirSync(module).find((name) => name.endsWith(".tsx")) ?? "") : basename(module);
  const name = basename(file, extname(file));
  const chunk = [...chunks].find((candidate) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(basename(candidate)));
  if (chunk === undefined) throw new Error(`No lazily loaded chunk of ${relative(ROOT, module)} is imported on the way to the first page.`);
  return chunk;
};

const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: ROOT, encoding: "utf8" });
if (build.status !== 0) {
  process.stderr.write(`${build.stdout}${build.stderr}the site did not build\n`);
  process.exit(build.status ?? 1);
}

const page = readFileSync(join(DIST, "index.html"), "utf8");
const entry = withStaticImports([...matches(page, ENTRY_SCRIPT), ...matches(page, MODULE_PRELOAD)].map(fromPage));
const lazyFromEntry = dynamicImports(entry);
const firstRender = withStaticImports(FIRST_RENDER_MODULES.map((module) => chunkOf(module, lazyFromEntry)));
const firstPage = [...new Set([...entry, ...firstRender])];
const sizes = new Map(firstPage.map((file) => [file, gzipBytes(file)]));
const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
const name = (file: string): string => relative(DIST, file);
const width = Math.max(...firstPage.map((file) => name(file).length), 40);

process.stdout.write(`JavaScript before the first render of "/" (theme ${DEFAULT_THEME}), KB gzip (level 9, 1 KB = 1000 bytes):\n`);
for (const [file, bytes] of [...sizes].sort((a, b) => b[1] - a[1])) {
  process.stdout.write(`  ${name(file).padEnd(width)} ${kb(bytes).padStart(8)}${entry.has(file) ? "" : "  (lazy, before the first render)"}\n`);
}

const routeChunks = [...dynamicImports(new Set([...entry, ...firstRender]))].sort();
process.stdout.write(`\nRoute and layout chunks, KB gzip: the chunk itself, and with the chunks it needs that the first page has not loaded:\n`);
for (const chunk of routeChunks) {
  const added = [...withStaticImports([chunk])].filter((file) => !sizes.has(file) || file === chunk);
  const addedBytes = added.reduce((sum, file) => sum + gzipBytes(file), 0);
  process.stdout.write(`  ${name(chunk).padEnd(width)} ${kb(gzipBytes(chunk)).padStart(8)} ${kb(addedBytes).padStart(8)}${sizes.has(chunk) ? "  (on the first page)" : ""}\n`);
}

const toPage = [...withStaticImports(PAGE_MODULES.map((module) => chunkOf(module, lazyFromEntry)))].filter((file) => !sizes.has(file));
const toPageBytes = toPage.reduce((sum, file) => sum + gzipBytes(file), 0);
process.stdout.write(
  `\nafter the first render, before the start page's form shows: ${kb(toPageBytes)} KB gzip more (${toPage.map(name).join(", ")}), ${kb(total + toPageBytes)} KB in all\n`
);

const verdict = total <= BUDGET_KB * 1000 ? "PASS" : "FAIL";
process.stdout.write(`\nfirst page, before its first render: ${kb(total)} KB gzip, budget ${BUDGET_KB} KB: ${verdict}\n`);
process.exit(verdict === "PASS" ? 0 : 1);
