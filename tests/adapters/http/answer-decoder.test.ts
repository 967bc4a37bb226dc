// Answer decoders: JSON checked by a schema, the model configuration by the domain, or ignored; each
// failure says what was wrong and where, and none throws.
import { Result, Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ignoredAnswer, jsonAnswer, modelConfigAnswer } from "../../../adapters/http/answer-decoder.ts";
import { CsrfToken } from "../../../domain/api/csrf-token.schema.ts";
import { SubmitAnswer } from "../../../domain/api/submit-answer.schema.ts";
import { modelConfigFixture } from "../../support/model-config-fixture.ts";

const failure = <A>(result: Result.Result<A, string>): string => {
  if (Result.isSuccess(result)) throw new Error("expected the answer to be refused");
  return result.failure;
};

describe("jsonAnswer", () => {
  const csrf = jsonAnswer(CsrfToken);

  it("decodes a matching answer", () => {
    expect(csrf('{"requestHeaderName":"X-XSRF-TOKEN","requestToken":"t"}')).toEqual(
      Result.succeed({ requestHeaderName: "X-XSRF-TOKEN", requestToken: "t" })
    );
  });

  it("says the answer is not JSON, with the parser's reason", () => {
    expect(failure(csrf("<html>"))).toMatch(/^the answer is not JSON \(SyntaxError: Unexpected token '<'/);
    expect(failure(csrf(""))).toMatch(/^the answer is not JSON \(SyntaxError: Unexpected end of JSON input/);
  });

  it("names every wrong value by its path", () => {
    expect(failure(csrf('{"requestHeaderName":"","requestToken":7}'))).toBe(
      'the answer does not match (at requestHeaderName: Expected a value with a length of at least 1; at requestToken: Expected string)'
    );
  });

  it("names a wrong value at the top of the answer", () => {
    expect(failure(csrf("[]"))).toBe("the answer does not match (at the top: Expected object)");
    expect(failure(jsonAnswer(Schema.Array(Schema.String))('["a", 2]'))).toBe("the answer does not match (at [1]: Expected string)");
  });

  it("never throws, whatever the text", () => {
    const submit = jsonAnswer(SubmitAnswer);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const result = submit(text);
        expect(Result.isSuccess(result) || result.failure.startsWith("the answer")).toBe(true);
      })
    );
  });
});

describe("modelConfigAnswer", () => {
  it("decodes the configuration", () => {
    const items = Result.getOrThrow(modelConfigAnswer(JSON.stringify(modelConfigFixture())));
    expect(items).toHaveLength(5);
  });

  it("names the item and field of each problem", () => {
    const input = modelConfigFixture();
    input[0]!.fields[1]!["label"] = false;
    expect(failure(modelConfigAnswer(JSON.stringify(input)))).toBe(
      'the model configuration is invalid (item 0 (credentials), field "pin" at label: Expected string)'
    );
  });

  it("says when it is not JSON", () => {
    expect(failure(modelConfigAnswer("not json"))).toMatch(/^the answer is not JSON/);
  });
});

describe("ignoredAnswer", () => {
  it("accepts any text", () => {
    expect(ignoredAnswer("<html>")).toEqual(Result.succeed(undefined));
    expect(ignoredAnswer("")).toEqual(Result.succeed(undefined));
  });
});
