// The answer to a model configuration that does not decode: every problem, each naming the item
// (its position and dtoMapping), the field and what is wrong. Bad input, so returned, never thrown.
import { Data } from "effect";

export interface ModelConfigProblem {
  /** Position of the item in the configuration list. */
  readonly item: number;
  readonly dtoMapping: string | null;
  /** Key of the field concerned, when the problem lies in a field. */
  readonly field: string | null;
  /** Where inside the item, e.g. `fields[1].validations[0].type`. */
  readonly path: string;
  readonly problem: string;
}

export const describeModelConfigProblem = (problem: ModelConfigProblem): string => {
  const item = `item ${problem.item}${problem.dtoMapping === null ? "" : ` (${problem.dtoMapping})`}`;
  const field = problem.field === null ? "" : `, field "${problem.field}"`;
  const path = problem.path === "" ? "" : ` at ${problem.path}`;
  return `${item}${field}${path}: ${problem.problem}`;
};

export class ModelConfigError extends Data.TaggedError("ModelConfigError")<{
  readonly problems: readonly ModelConfigProblem[];
}> {
  override get message(): string {
    return `The model configuration is invalid: ${this.problems.map(describeModelConfigProblem).join("; ")}`;
  }
}
