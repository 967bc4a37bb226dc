// How an answer's text becomes a value: JSON checked by a Schema of domain/, the model configuration by
// decodeModelConfig, or ignored. A decoder returns what was wrong and where as text; it never throws.
import { Result, Schema } from "effect";
import { describeModelConfigProblem } from "../../domain/forms/model-config-error.ts";
import { decodeModelConfig, type ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import { formatPath, schemaProblems } from "../../domain/schema/schema-problems.ts";
import { describeCause } from "./call-failure.ts";

export type AnswerDecoder<A> = (text: string) => Result.Result<A, string>;

const parseJson = (text: string): Result.Result<unknown, string> => {
  try {
    return Result.succeed(JSON.parse(text) as unknown);
  } catch (error) {
    return Result.fail(`the answer is not JSON (${describeCause(error)})`);
  }
};

const at = (path: readonly (string | number)[]): string => (path.length === 0 ? "at the top" : `at ${formatPath(path)}`);

/** JSON whose shape the schema checks; every problem is named with its path in the answer. */
export const jsonAnswer = <S extends Schema.ConstraintDecoder<unknown>>(schema: S): AnswerDecoder<S["Type"]> => {
  const decode = Schema.decodeUnknownResult(schema);
  return (text) =>
    Result.flatMap(parseJson(text), (json) =>
      Result.mapError(decode(json, { errors: "all" }), (error) => {
        const problems = schemaProblems(error).map((problem) => `${at(problem.path)}: ${problem.message}`);
        return `the answer does not match (${problems.join("; ")})`;
      })
    );
};

/** The model configuration, decoded and checked by the domain, with every problem named by item and field. */
export const modelConfigAnswer: AnswerDecoder<readonly ModelConfigItem[]> = (text) =>
  Result.flatMap(parseJson(text), (json) =>
    Result.mapError(
      decodeModelConfig(json),
      (error) => `the model configuration is invalid (${error.problems.map(describeModelConfigProblem).join("; ")})`
    )
  );

/** For calls whose answer carries nothing the use cases need (set-language, tracking, session-timeout). */
export const ignoredAnswer: AnswerDecoder<void> = () => Result.succeed(undefined);
