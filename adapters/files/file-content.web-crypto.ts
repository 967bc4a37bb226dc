// File content through the Blob interface and Web Crypto, which browsers and Node 20 both have: the head
// by Blob.slice, the digest by crypto.subtle. A file described only by name, size and type is a developer
// error (it cannot be read); a Blob that fails to read is FileUnreadable.
import { Effect, Layer } from "effect";
import { DeveloperError } from "../../application/developer-error.ts";
import { FileContent, type FileContentShape, FileUnreadable } from "../../application/ports/file-content.port.ts";
import type { FileEntry } from "../../domain/forms/field-value.ts";

const blobOf = (file: FileEntry): Effect.Effect<Blob> => {
  // The domain describes a file structurally; at run time it must be the browser's or Node's File.
  const value: unknown = file;
  return value instanceof Blob
    ? Effect.succeed(value)
    : Effect.die(new DeveloperError("documentNotABlob", `The file ${file.name} is not a File or Blob and cannot be read.`));
};

const bytesOf = (file: FileEntry, blob: Blob): Effect.Effect<Uint8Array<ArrayBuffer>, FileUnreadable> =>
  Effect.tryPromise({
    // A view made here: an ArrayBuffer from another realm (a test's DOM) is not one Web Crypto accepts.
    try: async () => new Uint8Array(await blob.arrayBuffer()),
    catch: (error) => new FileUnreadable({ fileName: file.name, detail: error instanceof Error ? error.message : String(error) })
  });

const hex = (digest: ArrayBuffer): string => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");

export const makeWebCryptoFileContent = (subtle: SubtleCrypto): FileContentShape => ({
  head: (file, count) => Effect.flatMap(blobOf(file), (blob) => bytesOf(file, blob.slice(0, count))),
  sha256: (file) =>
    Effect.flatMap(blobOf(file), (blob) =>
      Effect.flatMap(bytesOf(file, blob), (bytes) =>
        Effect.tryPromise({
          try: async () => hex(await subtle.digest("SHA-256", bytes)),
          catch: (error) => new FileUnreadable({ fileName: file.name, detail: error instanceof Error ? error.message : String(error) })
        })
      )
    )
});

export const webCryptoFileContentLayer: Layer.Layer<FileContent> = Layer.sync(FileContent, () => makeWebCryptoFileContent(globalThis.crypto.subtle));
