// A case directory that cannot be served: every problem found, each naming the file (relative to the
// case directory), the place inside it and what is wrong. Thrown once, after all files were checked.
export interface CaseProblem {
  /** The file, relative to the case directory ("forms/standard.json"); "" for the directory itself. */
  readonly file: string;
  /** Where inside the file, e.g. `[2].fields[0].validations[1].params.max`; "" for the whole file. */
  readonly path: string;
  readonly problem: string;
  /** Where the path sits in the file's text (from 1), when the file is JSON that has it (locate-problems.ts). */
  readonly line?: number;
  readonly column?: number;
}

/** `forms/standard.json:12:9 at [2].fields[0].validations[1].params.field: ...`, the way editors and CI read places. */
export const describeCaseProblem = (found: CaseProblem): string => {
  const file = found.file === "" ? "the directory" : found.file;
  const where = found.line === undefined ? file : `${file}:${String(found.line)}:${String(found.column ?? 1)}`;
  return found.path === "" ? `${where}: ${found.problem}` : `${where} at ${found.path}: ${found.problem}`;
};

export class CaseError extends Error {
  override readonly name = "CaseError";

  constructor(
    readonly dir: string,
    readonly problems: readonly CaseProblem[]
  ) {
    super(`The case directory ${dir} cannot be loaded:\n${problems.map((found) => `  - ${describeCaseProblem(found)}`).join("\n")}`);
  }
}
