// The roster CSV shared with `claims members import`: RFC 4180 (commas, "" inside quoted fields, CRLF or LF),
// a header row naming `credentials.<field>`, `prepopulated.<field>`, optional `formTypes` (`|`-separated) and
// `walletEmail` in any order. Decides how rows map to members; never checks them against a case. csv-parse and
// csv-stringify read and write the format.
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
export interface RosterMember {
  readonly credentials: Readonly<Record<string, string>>;
  /** Null: no value for this member (an empty cell). */
  readonly prepopulated: Readonly<Record<string, string | null>>;
  /** Null: the import's default form types. */
  readonly formTypes: readonly string[] | null;
  readonly walletEmail: string | null;
}

export interface Roster {
  readonly credentialFields: readonly string[];
  readonly prepopulatedFields: readonly string[];
  readonly members: readonly RosterMember[];
}

/** A roster that cannot be read, with the line it is on. */
export class RosterError extends Error {
  override readonly name = "RosterError";
}

/** RFC 4180 records (csv-parse): a BOM, CRLF or LF, and blank lines are all taken in stride. */
export const parseCsv = (text: string): readonly (readonly string[])[] => {
  try {
    const records: string[][] = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, record_delimiter: ["\r\n", "\n", "\r"] });
    return records;
  } catch (error) {
    const line = typeof error === "object" && error !== null && "lines" in error && typeof error.lines === "number" ? error.lines : 0;
    throw new RosterError(`line ${line}: ${error instanceof Error ? error.message : String(error)}`);
  }
};

const CREDENTIAL = "credentials.";
const PREPOPULATED = "prepopulated.";

export const readRoster = (text: string): Roster => {
  const [header, ...rows] = parseCsv(text);
  if (header === undefined) throw new RosterError("the roster is empty: a header row is required");
  const known = (name: string) => name.startsWith(CREDENTIAL) || name.startsWith(PREPOPULATED) || name === "formTypes" || name === "walletEmail";
  const unknown = header.filter((name) => !known(name));
  if (unknown.length > 0) throw new RosterError(`line 1: unknown columns ${unknown.map((name) => JSON.stringify(name)).join(", ")}`);
  if (new Set(header).size !== header.length) throw new RosterError("line 1: a column is named twice");
  const credentialFields = header.filter((name) => name.startsWith(CREDENTIAL)).map((name) => name.slice(CREDENTIAL.length));
  const prepopulatedFields = header.filter((name) => name.startsWith(PREPOPULATED)).map((name) => name.slice(PREPOPULATED.length));
  if (credentialFields.length === 0) throw new RosterError("line 1: no credentials.<field> column");
  const members = rows.map((row, index): RosterMember => {
    if (row.length !== header.length) throw new RosterError(`record ${index + 2}: ${row.length} fields where the header has ${header.length}`);
    const cell = (name: string) => row[header.indexOf(name)] ?? "";
    const formTypes = header.includes("formTypes") ? cell("formTypes") : "";
    const walletEmail = header.includes("walletEmail") ? cell("walletEmail") : "";
    return {
      credentials: Object.fromEntries(credentialFields.map((name) => [name, cell(`${CREDENTIAL}${name}`)])),
      prepopulated: Object.fromEntries(prepopulatedFields.map((name) => [name, cell(`${PREPOPULATED}${name}`) === "" ? null : cell(`${PREPOPULATED}${name}`)])),
      formTypes: formTypes === "" ? null : formTypes.split("|").map((type) => type.trim()),
      walletEmail: walletEmail === "" ? null : walletEmail
    };
  });
  return { credentialFields, prepopulatedFields, members };
};

/** The roster as CSV text, CRLF line ends as RFC 4180 writes them. */
export const writeRoster = (roster: Roster): string => {
  const header = [
    ...roster.credentialFields.map((name) => `${CREDENTIAL}${name}`),
    ...roster.prepopulatedFields.map((name) => `${PREPOPULATED}${name}`),
    "formTypes",
    "walletEmail"
  ];
  const rows = roster.members.map((member) => [
    ...roster.credentialFields.map((name) => member.credentials[name] ?? ""),
    ...roster.prepopulatedFields.map((name) => member.prepopulated[name] ?? ""),
    (member.formTypes ?? []).join("|"),
    member.walletEmail ?? ""
  ]);
  return stringify([header, ...rows], { record_delimiter: "windows" });
};
