// `npm run typecheck`: the type check of every layer, each by its own tsconfig (the domain with no DOM and no
// Node, the site with the DOM, ...), as many at once as the machine has cores: one after another, the nine
// took 64 s on two cores, two at a time 46 to 50 s. A project's errors are printed whole, once it ends, so
// two projects' lines never mix; the command fails when any project does.
import { execFile } from "node:child_process";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import process from "node:process";

const ROOT = resolve(import.meta.dirname, "..");
const TSC = resolve(ROOT, "node_modules", "typescript", "bin", "tsc");
/** The longest first (the tests, then the root's own files and scripts, the site, ...), so no lane ends on a long one. */
const PROJECTS = ["tests", ".", "web", "cli", "server", "e2e", "application", "adapters", "domain"] as const;

/** Whether the project type-checks; its output is printed either way. */
const check = (project: string): Promise<boolean> =>
  new Promise((done) => {
    execFile(process.execPath, [TSC, "-p", project], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // tsc that could not run at all prints nothing: its error says why.
      const output = `${stdout}${stderr}` || (error === null ? "" : `${error.message}\n`);
      if (output !== "") process.stdout.write(`tsc -p ${project}\n${output}`);
      done(error === null);
    });
  });

const waiting = [...PROJECTS];
const lane = async (): Promise<boolean> => {
  let passed = true;
  for (let project = waiting.shift(); project !== undefined; project = waiting.shift()) {
    if (!(await check(project))) passed = false;
  }
  return passed;
};

const lanes = await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, lane));
process.exitCode = lanes.every(Boolean) ? 0 : 1;
