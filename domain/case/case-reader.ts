// What the case loader needs of a case directory: a file's text, the files of a sub-folder, whether a file
// or the root exists. Paths are relative to the root, with "/" separators; how they are read is the reader's.
/** One file read: its text, or why there is none. */
export type CaseFileRead =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "missing" }
  | { readonly kind: "directory" }
  | { readonly kind: "unreadable"; readonly reason: string };

export interface CaseReader {
  /** The root as messages name it, e.g. the absolute directory path. */
  readonly root: string;
  readonly rootIsDirectory: () => Promise<boolean>;
  /** The file as UTF-8 text, or why it cannot be read; never rejects for a file that is not there. */
  readonly readText: (file: string) => Promise<CaseFileRead>;
  /** Whether the path names a regular file. */
  readonly fileExists: (file: string) => Promise<boolean>;
  /** The names of the regular files directly in a sub-folder; none when the sub-folder is absent. */
  readonly filesIn: (sub: string) => Promise<readonly string[]>;
}
