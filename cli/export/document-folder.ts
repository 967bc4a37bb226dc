// The documents of an export, in a folder: DIR/<reference code>/<n>-<safe name>, each written under a part name,
// its SHA-256 checked against the one recorded when it was filed, then renamed into place; and DIR/manifest.csv
// naming every file with its claim, name, media type, size and SHA-256, written whole at the end. A document
// whose bytes do not hash as recorded stops the export: it is never written under its name. The manifest is
// written as the documents are (under its part name until the end), so memory stays flat however many.
import { createHash } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { stringify } from "csv-stringify/sync";
import type { ClaimDocuments, ExportedDocument } from "../../server/start.ts";
import { type AtomicFile, atomicFile, writeText } from "./atomic-file.ts";

export class DocumentCheckError extends Error {
  override readonly name = "DocumentCheckError";
}

/** A name safe in any file system: letters, digits, dot, hyphen and underscore, no leading dot, 100 characters at most. */
export const safeFileName = (name: string): string => {
  const safe = name.normalize("NFKD").replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "").slice(-100);
  return safe === "" ? "document" : safe;
};

const MANIFEST_HEADER = ["referenceCode", "number", "file", "name", "mediaType", "size", "sha256"];

export interface DocumentFolder {
  /** Writes one claim's documents, fetching each one's bytes; gives how many bytes it wrote. */
  readonly write: (claim: ClaimDocuments, bytesOf: (number: number) => Promise<Uint8Array | null>) => Promise<number>;
  /** Puts manifest.csv in place; gives how many documents it names. */
  readonly finish: () => Promise<number>;
  /** Removes the manifest's part (the documents written stay, each whole). */
  readonly abandon: () => Promise<void>;
}

const writeLine = (file: AtomicFile, line: string): Promise<void> => writeText(file.stream, line);

export const documentFolder = async (dir: string): Promise<DocumentFolder> => {
  await mkdir(dir, { recursive: true });
  const manifest = await atomicFile(join(dir, "manifest.csv"));
  await writeLine(manifest, stringify([MANIFEST_HEADER], { record_delimiter: "windows" }));
  let named = 0;
  const writeOne = async (referenceCode: string, document: ExportedDocument, bytes: Uint8Array): Promise<void> => {
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (sha256 !== document.sha256 || bytes.byteLength !== document.size) {
      throw new DocumentCheckError(`document ${String(document.number)} of claim ${referenceCode} does not match what was filed (SHA-256 ${sha256}, ${String(bytes.byteLength)} bytes; filed ${document.sha256}, ${String(document.size)} bytes)`);
    }
    const file = join(referenceCode, `${String(document.number)}-${safeFileName(document.name)}`);
    const path = join(dir, file);
    await writeFile(`${path}.part`, bytes, { mode: 0o600 });
    await rename(`${path}.part`, path).catch(async (error: unknown) => {
      await rm(`${path}.part`, { force: true });
      throw error;
    });
    await writeLine(manifest, stringify([[referenceCode, String(document.number), file, document.name, document.mediaType, String(document.size), document.sha256]], { record_delimiter: "windows" }));
    named += 1;
  };
  return {
    write: async (claim, bytesOf) => {
      if (claim.documents.length === 0) return 0;
      if (!/^[A-Za-z0-9]{1,40}$/.test(claim.referenceCode)) throw new DocumentCheckError(`"${claim.referenceCode}" is not a reference code`);
      await mkdir(join(dir, claim.referenceCode), { recursive: true });
      let written = 0;
      for (const document of claim.documents) {
        const bytes = await bytesOf(document.number);
        if (bytes === null) throw new DocumentCheckError(`document ${String(document.number)} of claim ${claim.referenceCode} is missing from the store`);
        await writeOne(claim.referenceCode, document, bytes);
        written += bytes.byteLength;
      }
      return written;
    },
    finish: async () => {
      await manifest.commit();
      return named;
    },
    abandon: () => manifest.abandon()
  };
};
