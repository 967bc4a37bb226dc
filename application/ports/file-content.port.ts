// Reading a file the claimant picked, for the checks made before it joins a claim: its first bytes (what
// kind of file it is) and the SHA-256 of its content (whether it was added already). Files are described
// structurally in the domain; an adapter knows the platform's file type behind them.
import { Context, Data, type Effect } from "effect";
import type { FileEntry } from "../../domain/forms/field-value.ts";

/** The platform could not read the file (moved, deleted or locked since it was picked). */
export class FileUnreadable extends Data.TaggedError("FileUnreadable")<{
  readonly fileName: string;
  readonly detail: string;
}> {}

export interface FileContentShape {
  /** The first `count` bytes, or all of a shorter file. */
  readonly head: (file: FileEntry, count: number) => Effect.Effect<Uint8Array, FileUnreadable>;
  /** The SHA-256 of the whole content, in lower-case hex. */
  readonly sha256: (file: FileEntry) => Effect.Effect<string, FileUnreadable>;
}

export class FileContent extends Context.Service<FileContent, FileContentShape>()("FileContent") {}
