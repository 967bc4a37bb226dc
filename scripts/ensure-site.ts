// `npm start` runs this first: it builds the claimant site (npm run build) when dist/ is missing or older
// than any file it is built from, and otherwise leaves dist/ alone. It never starts the server itself.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import process from "node:process";
import { type SourceFile, siteStaleness } from "./site-staleness.ts";

const ROOT = resolve(import.meta.dirname, "..");
/** The folders and files `vite build` reads: the site, the cores and adapters it imports, and the build setup. */
const SOURCE_FOLDERS = ["web", "domain", "application", "adapters"];
const SOURCE_FILES = ["package-lock.json", "vite.config.ts"];
/**
 * The build's last output, the prerender module (written after the site, vite.config.ts): its time is when
 * the site was last built in full, and a build stopped halfway leaves it old or missing.
 */
const BUILT_MARKER = join("dist", ".prerender", "prerender.js");

const modifiedMs = (path: string): number | null => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
};

const filesUnder = (folder: string): SourceFile[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(ROOT, path), modifiedMs: statSync(path).mtimeMs };
    });

const sources = (): SourceFile[] => [
  ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder))),
  ...SOURCE_FILES.flatMap((file) => {
    const time = modifiedMs(join(ROOT, file));
    return time === null ? [] : [{ path: file, modifiedMs: time }];
  })
];

const staleness = siteStaleness(modifiedMs(join(ROOT, BUILT_MARKER)), sources());
if (staleness.kind === "upToDate") {
  process.stdout.write("site is up to date (dist/)\n");
} else {
  const why = staleness.kind === "missing" ? "dist/ has not been built" : `${staleness.newest.path} changed since the last build`;
  process.stdout.write(`building the site (${why}) ...\n`);
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) {
    process.stderr.write("the site did not build\n");
    process.exit(build.status ?? 1);
  }
}
