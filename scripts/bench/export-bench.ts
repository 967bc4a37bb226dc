// `npm run bench:export`: the export at scale on its own (export-scale.ts). Options: --claims N (1,000,000),
// --runs R (3: each format exported R times, alternating, medians shown).
import { loadavg } from "node:os";
import process from "node:process";
import { parseArgs } from "node:util";
import { exportScaleLines, measureExportScale } from "./export-scale.ts";

const { values } = parseArgs({ options: { claims: { type: "string", default: "1000000" }, runs: { type: "string", default: "3" } } });
const startLoad = loadavg()[0]?.toFixed(2) ?? "?";
const scale = await measureExportScale(Number(values.claims), Number(values.runs), (line) => process.stderr.write(`${line}\n`));
for (const line of exportScaleLines(scale)) process.stdout.write(`${line}\n`);
process.stdout.write(`load average (1 min) at the start ${startLoad}, at the end ${loadavg()[0]?.toFixed(2) ?? "?"}\n`);
