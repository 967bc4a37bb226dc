// An export's cursor: the database snapshot a run read up to, as an opaque text a daily job keeps and gives
// the next run (`--after`), which then gives exactly the claims committed since. Checked before use: a cursor
// that is not one of ours is refused, never read as something else.
import { SNAPSHOT_TEXT } from "../store/claim-export.queries.ts";
import { ExportRequestError } from "./export-request-error.ts";

const PREFIX = "c1.";
/** A snapshot's text is short; a cursor of more than this is not one of ours. */
const MAX_CURSOR_LENGTH = 4096;

export const encodeCursor = (snapshot: string): string => `${PREFIX}${Buffer.from(snapshot, "utf8").toString("base64url")}`;

/** The snapshot a cursor holds; an ExportRequestError for anything that is not a cursor an export printed. */
export const decodeCursor = (cursor: string): string => {
  const text = cursor.trim();
  const body = text.startsWith(PREFIX) && text.length <= MAX_CURSOR_LENGTH ? text.slice(PREFIX.length) : null;
  const snapshot = body !== null && /^[A-Za-z0-9_-]+$/.test(body) ? Buffer.from(body, "base64url").toString("utf8") : null;
  if (snapshot === null || !SNAPSHOT_TEXT.test(snapshot)) {
    throw new ExportRequestError("--after", "is not a cursor an export printed (it begins c1.); give the one the last run printed");
  }
  return snapshot;
};
