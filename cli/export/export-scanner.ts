// Reads an export's text as it streams in from the admin API, a chunk at a time, and gives the claims each chunk
// completes: a JSON Lines record whole (its reference code and documents), a CSV record by its first field
// (the reference code), the header passed over. A CSV record ends at a line break outside quotes (RFC 4180),
// so an answer holding line breaks is one record. Holds no more than one unfinished record's first field.
import type { ClaimDocuments } from "../../server/start.ts";

export type ScannedClaim = ClaimDocuments | { readonly referenceCode: string; readonly documents: null };

export interface ExportScanner {
  readonly feed: (chunk: string) => readonly ScannedClaim[];
  /** Whatever is left once the stream ends: a record without its line break is an export cut short. */
  readonly rest: () => string;
}

interface StoredDocument {
  readonly name: string;
  readonly mediaType: string;
  readonly size: number;
  readonly sha256: string;
}

export const jsonLinesScanner = (): ExportScanner => {
  let partial = "";
  return {
    feed: (chunk) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      return lines
        .filter((line) => line !== "")
        .map((line) => {
          const claim = JSON.parse(line) as { referenceCode: string; documents: readonly StoredDocument[] };
          return {
            referenceCode: claim.referenceCode,
            documents: claim.documents.map((document, index) => ({ number: index + 1, name: document.name, mediaType: document.mediaType, size: document.size, sha256: document.sha256 }))
          };
        });
    },
    rest: () => partial
  };
};

const QUOTE = 34;
const COMMA = 44;
const LINE_FEED = 10;

export const csvScanner = (): ExportScanner => {
  let quoted = false;
  let header = true;
  /** The current record's first field so far, while it is being read. */
  let first = "";
  let inFirst = true;
  /** Whether a record has begun and not ended. */
  let open = false;
  return {
    feed: (chunk) => {
      const found: ScannedClaim[] = [];
      let firstFrom = inFirst ? 0 : -1;
      for (let at = 0; at < chunk.length; at += 1) {
        const code = chunk.charCodeAt(at);
        open = true;
        if (code === QUOTE) quoted = !quoted;
        else if (!quoted && code === COMMA && inFirst) {
          first += chunk.slice(firstFrom, at);
          inFirst = false;
        } else if (!quoted && code === LINE_FEED) {
          if (inFirst) first += chunk.slice(firstFrom, at);
          if (!header) found.push({ referenceCode: first.replace(/\r$/, "").replace(/^"|"$/g, ""), documents: null });
          header = false;
          first = "";
          inFirst = true;
          open = false;
          firstFrom = at + 1;
        }
      }
      if (inFirst && firstFrom >= 0) first += chunk.slice(firstFrom);
      return found;
    },
    rest: () => (open ? "an unfinished record" : "")
  };
};
