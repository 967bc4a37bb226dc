// A rehearsal's copy of a case directory: the same case with members.json holding the roster's members (in
// members.json's own compact shape) and, since the whole rehearsal comes from one client address, per-address
// rate limits lifted. It never touches the case it copies.
import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Roster } from "./roster-csv.ts";

/** Rate limits no single-address rehearsal reaches: the load is the point, not the per-address guard. */
export const REHEARSAL_RATE_LIMITS = { windowSeconds: 60, authorizePerWindow: 10_000_000, submitPerWindow: 10_000_000 };

/** members.json for the roster; a member without form types gets `defaultFormTypes`. */
export const membersJsonOf = (roster: Roster, defaultFormTypes: readonly string[]): string => {
  const rows = roster.members.map((member) => {
    const row: Record<string, unknown> = {
      credentials: roster.credentialFields.map((name) => member.credentials[name] ?? ""),
      prepopulated: roster.prepopulatedFields.map((name) => member.prepopulated[name] ?? null)
    };
    if (member.formTypes !== null) row["formTypes"] = member.formTypes;
    if (member.walletEmail !== null) row["walletEmail"] = member.walletEmail;
    return `    ${JSON.stringify(row)}`;
  });
  return [
    "{",
    `  "credentialFields": ${JSON.stringify(roster.credentialFields)},`,
    `  "prepopulatedFields": ${JSON.stringify(roster.prepopulatedFields)},`,
    `  "formTypes": ${JSON.stringify(defaultFormTypes)},`,
    '  "members": [',
    rows.join(",\n"),
    "  ]",
    "}",
    ""
  ].join("\n");
};

/** Copies `caseDir` to `target` with the roster as its members and rate limits lifted. */
export const writeRehearsalCase = async (caseDir: string, target: string, roster: Roster): Promise<void> => {
  await cp(caseDir, target, { recursive: true });
  const membersPath = join(target, "members.json");
  const current = JSON.parse(await readFile(membersPath, "utf8").catch(() => "{}")) as { readonly formTypes?: readonly string[] };
  await writeFile(membersPath, membersJsonOf(roster, current.formTypes ?? ["DocumentsUpload"]));
  const sitePath = join(target, "site.json");
  const site = JSON.parse(await readFile(sitePath, "utf8")) as Record<string, unknown>;
  await writeFile(sitePath, `${JSON.stringify({ ...site, rateLimits: REHEARSAL_RATE_LIMITS }, null, 2)}\n`);
};
