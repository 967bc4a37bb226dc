// Turns a Schema decoding failure into plain problems (path and message), so every boundary that
// decodes outside input can say what was wrong and where, without exposing Effect's issue tree.
import { type Schema, SchemaIssue } from "effect";

export interface SchemaProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

export const schemaProblems = (error: Schema.SchemaError): readonly SchemaProblem[] =>
  formatter(error.issue).issues.map((problem) => ({
    path: (problem.path ?? []).map((segment) => {
      const key = typeof segment === "object" ? segment.key : segment;
      return typeof key === "number" ? key : String(key);
    }),
    message: problem.message
  }));

/** `fields[2].validations[0].type` style rendering of a problem's path. */
export const formatPath = (path: readonly (string | number)[]): string =>
  path.reduce<string>(
    (text, segment) => (typeof segment === "number" ? `${text}[${segment}]` : text === "" ? segment : `${text}.${segment}`),
    ""
  );
