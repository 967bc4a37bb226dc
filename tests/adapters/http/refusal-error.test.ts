// The server's error in a refused authorize answer, whichever way the server wrote it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refusalError, refusedCaptcha } from "../../../adapters/http/refusal-error.ts";

describe("refusalError", () => {
  it.each([
    ['{"authorized":false,"error":"PIN mismatch"}', "PIN mismatch"],
    ['"Not authorized"', "Not authorized"],
    ["Bad credentials\n", "Bad credentials"],
    ['{"authorized":false,"error":null}', null],
    ['{"authorized":false}', null],
    ['{"error":42}', null],
    ["null", null],
    ["[]", null],
    ["", null],
    ["   ", null]
  ])("reads %j as %j", (text, error) => {
    expect(refusalError(text)).toBe(error);
  });

  it("gives back any error string the server put in the error field", () => {
    fc.assert(
      fc.property(fc.string(), (error) => {
        expect(refusalError(JSON.stringify({ authorized: false, error }))).toBe(error);
      })
    );
  });
});

describe("refusedCaptcha", () => {
  it("is true only for an answer whose captcha verdict is false", () => {
    expect(refusedCaptcha('{"authorized":false,"error":"The captcha answer was not accepted.","captcha":false}')).toBe(true);
    expect(refusedCaptcha('{"authorized":false,"error":"no such member","captcha":true}')).toBe(false);
    expect(refusedCaptcha('{"authorized":false,"error":"no such member","captcha":null}')).toBe(false);
    expect(refusedCaptcha("not json")).toBe(false);
    expect(refusedCaptcha('"a string"')).toBe(false);
  });
});
