// A CSV export's lines (RFC 4180, through csv-stringify): the header, then one row a claim. A list is written
// as its values joined by "; ", anything else that is not text as JSON. A cell a spreadsheet would run as a
// formula (one starting =, +, -, @, a tab or a carriage return, and not a plain number) gets a leading
// apostrophe: claimants are the public, and an administrator opens the file in a spreadsheet.
import { stringify } from "csv-stringify/sync";
import type { StoredClaim } from "../store/claim-store.port.ts";
import type { ExportColumn } from "./export-columns.ts";
import { zonedTime } from "./zoned-time.ts";

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

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

export interface ClaimsCsv {
  readonly header: string;
  readonly row: (claim: StoredClaim) => string;
}

export const claimsCsv = (columns: readonly ExportColumn[], zone: string): ClaimsCsv => ({
  header: stringify([columns.map((column) => column.name)], { record_delimiter: "windows" }),
  row: (claim) => {
    const local = zonedTime(claim.receivedAt, zone);
    return stringify([columns.map((column) => cellText(column.value(claim, local)))], { record_delimiter: "windows" });
  }
});
