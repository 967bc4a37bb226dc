// A case directory that cannot be served: every problem found, each naming the file (relative to the
// case directory), the place inside it and what is wrong. Thrown once, after all files were checked.
export interface CaseProblem {
  /** The file, relative to the case directory ("forms/standard.json"); "" for the directory itself. */
  readonly file: string;
  /** Where inside the file, e.g. `[2].fields[0].validations[1].params.max`; "" for the whole file. */
  readonly path: string;
  readonly problem: string;
}

export const describeCaseProblem = (found: CaseProblem): string => {
  const where = found.file === "" ? "the directory" : found.file;
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
