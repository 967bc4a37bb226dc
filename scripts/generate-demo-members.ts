// Writes cases/demo/members.json from the deterministic generator in demo-members.ts.
// Run: npx tsx scripts/generate-demo-members.ts          (writes the file)
//      npx tsx scripts/generate-demo-members.ts --check  (exits 1 when the committed file is out of date)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { demoMembersText } from "./demo-members.ts";

const OUTPUT = fileURLToPath(new URL("../cases/demo/members.json", import.meta.url));

const text = demoMembersText();

if (process.argv.includes("--check")) {
  const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, "utf8") : "";
  if (current !== text) {
    console.error(`${OUTPUT} is out of date: run npx tsx scripts/generate-demo-members.ts`);
    process.exit(1);
  }
  console.log(`${OUTPUT} is up to date`);
} else {
  writeFileSync(OUTPUT, text);
  console.log(`wrote ${OUTPUT}`);
}
