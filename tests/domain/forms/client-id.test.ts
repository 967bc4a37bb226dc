import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { newClientId } from "../../../domain/forms/client-id.ts";

describe("newClientId", () => {
  it("is the prefix plus 8 characters from the injected source", () => {
    expect(newClientId("claimantInfo_", (count) => "Ab3".repeat(3).slice(0, count))).toBe("claimantInfo_Ab3Ab3Ab");
  });

  it("asks the source for exactly 8 characters", () => {
    const asked: number[] = [];
    newClientId("p", (count) => {
      asked.push(count);
      return "a".repeat(count);
    });
    expect(asked).toEqual([8]);
  });

  it("only ever gives ids that pass the query sanitiser's alphabet", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{8}$/), (random) => {
        expect(newClientId("signature_", () => random)).toMatch(/^signature_[A-Za-z0-9]{8}$/);
      })
    );
  });

  it.each(["", "abcdefg", "abcdefghi", "abc defg", "abcdéfgh"])("refuses a source giving %j", (random) => {
    expect(() => newClientId("p_", () => random)).toThrow(ConfigurationError);
  });
});
