// Decodes the JSON of a case file with a Schema, strictly: every problem is reported with its path, and a
// key the Schema does not know is one too, so a misspelt setting is refused instead of silently ignored.
import { Result, Schema } from "effect";
import { formatPath, schemaProblems } from "../schema/schema-problems.ts";
import type { CaseProblem } from "./case-error.ts";
import { type Checked, checked } from "./case-files.ts";

const EXCESS_PROPERTY = "Expected no excess property";

/** Effect's wording for an unknown key names no key; ours says what to look for. */
const reword = (message: string): string => (message === EXCESS_PROPERTY ? "unknown key (misspelt or misplaced?)" : message);

export const decodeProblems = (file: string, error: Schema.SchemaError): readonly CaseProblem[] =>
  schemaProblems(error).map((found) => ({ file, path: formatPath(found.path), problem: reword(found.message) }));

export const decodeCaseFile = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  file: string,
  input: unknown
): Checked<S["Type"]> => {
  const decoded = Schema.decodeUnknownResult(schema)(input, { errors: "all", onExcessProperty: "error" });
  return Result.isFailure(decoded) ? checked<S["Type"]>(null, decodeProblems(file, decoded.failure)) : checked(decoded.success);
};
