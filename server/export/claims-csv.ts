// A CSV export's lines (RFC 4180): the header, then one row a claim, CRLF after each. A cell is quoted when it
// holds a comma, a quote or a line break, its quotes doubled; written here rather than through a CSV library's
// per-record machinery, which took more of a million-claim export's time than its database. A list is written
// as its values joined by "; ", anything else that is not text as JSON. A cell a spreadsheet would run as a
// formula (one starting =, +, -, @, a tab or a carriage return, and not a plain number) gets a leading
// apostrophe: claimants are the public, and an administrator opens the file in a spreadsheet.
import type { StoredClaim } from "../store/claim-store.port.ts";
import { claimParts, type ExportColumn } from "./export-columns.ts";
import { zonedTime } from "./zoned-time.ts";

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A cell's text, kept from running as a spreadsheet formula. */
export const cellText = (value: unknown): string => {
  const text =
    value === null || value === undefined
      ? ""
      : typeof value === "string"
        ? value
        : Array.isArray(value)
          ? value.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join("; ")
          : typeof value === "number" || typeof value === "boolean"
            ? String(value)
            : JSON.stringify(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
};

/** A cell as RFC 4180 writes it. */
const quoted = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export interface ClaimsCsv {
  readonly header: string;
  readonly row: (claim: StoredClaim) => string;
}

export const claimsCsv = (columns: readonly ExportColumn[], zone: string): ClaimsCsv => ({
  header: `${columns.map((column) => quoted(column.name)).join(",")}\r\n`,
  row: (claim) => {
    const parts = claimParts(claim, zonedTime(claim.receivedAt, zone));
    let line = "";
    for (let index = 0; index < columns.length; index += 1) {
      if (index > 0) line += ",";
      line += quoted(cellText(columns[index]?.value(parts)));
    }
    return `${line}\r\n`;
  }
});
