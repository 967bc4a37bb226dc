import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { THEMES } from "./domain/site/theme.ts";
import { BOOT_MODULE, LAYOUT_MODULES, pageModuleFor, preloadsFor, SESSION_MODULE, type SiteManifest } from "./server/site/page-preloads.ts";
const site = process.argv[2]!;
const page = readFileSync(join(site, "index.html"), "utf8");
const inPage = [...page.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1] ?? "");
const manifest = JSON.parse(readFileSync(join(site, ".vite", "manifest.json"), "utf8")) as SiteManifest;
const named = preloadsFor(manifest, [BOOT_MODULE, LAYOUT_MODULES[THEMES[0]], SESSION_MODULE, pageModuleFor("/")]).scripts;
const files = [...new Set([...inPage, ...named])];
const br = (f: string) => statSync(join(site, `${f}.br`), { throwIfNoEntry: false })?.size ?? statSync(join(site, f)).size;
let total = 0;
for (const f of files.sort((a, b) => br(b) - br(a))) { total += br(f); console.log((br(f) / 1024).toFixed(1).padStart(7), (statSync(join(site, f)).size / 1024).toFixed(1).padStart(7), f); }
console.log("total", (total / 1024).toFixed(1));
