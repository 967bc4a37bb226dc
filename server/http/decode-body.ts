// Decodes a request's parsed JSON with a Schema of domain/ or server/, naming every problem with its
// path in the body ("credentials.fields.pin: Expected string"). Never throws.
import { Result, Schema } from "effect";
import { formatPath, schemaProblems } from "../../domain/schema/schema-problems.ts";

export const describeProblems = (error: Schema.SchemaError, prefix: readonly (string | number)[] = []): readonly string[] =>
  schemaProblems(error).map((problem) => {
    const path = formatPath([...prefix, ...problem.path]);
    return `${path === "" ? "the body" : path}: ${problem.message}`;
  });

export const decodeBody = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, body: unknown): Result.Result<S["Type"], string> => {
  const decoded = Schema.decodeUnknownResult(schema)(body, { errors: "all" });
  return Result.isSuccess(decoded)
    ? Result.succeed(decoded.success)
    : Result.fail(`The body does not decode: ${describeProblems(decoded.failure).join("; ")}.`);
};
