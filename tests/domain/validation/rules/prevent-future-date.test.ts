import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../../domain/errors/configuration-error.ts";
import { codes, compile, contextFor } from "./rule-kit.ts";

const strict = compile("preventFutureShortDate");
const inclusive = compile("preventFutureShortDate", { inclusive: true });
const at = (iso: string): number => Date.parse(iso);
const check = (rule: typeof strict, value: string, now: string): readonly string[] => codes(rule, value, { now: at(now) });

describe("preventFutureShortDate", () => {
  it("wants a date before today in Los Angeles, or on or before with inclusive", () => {
    const now = "2026-06-15T19:00:00Z";
    expect(check(strict, "6/14/2026", now)).toEqual([]);
    expect(check(strict, "6/15/2026", now)).toEqual(["preventFutureDate"]);
    expect(check(inclusive, "6/15/2026", now)).toEqual([]);
    expect(check(inclusive, "6/16/2026", now)).toEqual(["preventFutureDate"]);
    expect(check(compile("preventFutureShortDate", { inclusive: false }), "6/15/2026", now)).toEqual(["preventFutureDate"]);
  });

  it("uses the Los Angeles date late in the UTC evening", () => {
    // 03:00Z on 16 June is still 15 June in Los Angeles.
    expect(check(inclusive, "6/16/2026", "2026-06-16T03:00:00Z")).toEqual(["preventFutureDate"]);
    expect(check(strict, "6/15/2026", "2026-06-16T03:00:00Z")).toEqual(["preventFutureDate"]);
    expect(check(inclusive, "6/15/2026", "2026-06-16T03:00:00Z")).toEqual([]);
  });

  it("holds on both sides of the spring-forward instant (10:00Z on 8 March 2026)", () => {
    for (const now of ["2026-03-08T09:59:00Z", "2026-03-08T10:01:00Z"]) {
      expect(check(inclusive, "3/8/2026", now)).toEqual([]);
      expect(check(strict, "3/8/2026", now)).toEqual(["preventFutureDate"]);
      expect(check(strict, "3/7/2026", now)).toEqual([]);
      expect(check(inclusive, "3/9/2026", now)).toEqual(["preventFutureDate"]);
    }
  });

  it("moves to the next day at 07:00Z once daylight time has begun", () => {
    // A fixed UTC-8 would still say 8 March at 07:30Z on 9 March; Los Angeles is already at 00:30 PDT.
    expect(check(inclusive, "3/9/2026", "2026-03-09T06:59:00Z")).toEqual(["preventFutureDate"]);
    expect(check(inclusive, "3/9/2026", "2026-03-09T07:30:00Z")).toEqual([]);
  });

  it("moves to the next day at 08:00Z once standard time is back (1 November 2026)", () => {
    // A fixed UTC-7 would say 2 November at 07:30Z; Los Angeles is still at 23:30 PST on 1 November.
    expect(check(inclusive, "11/2/2026", "2026-11-02T07:30:00Z")).toEqual(["preventFutureDate"]);
    expect(check(inclusive, "11/2/2026", "2026-11-02T08:00:00Z")).toEqual([]);
    expect(check(strict, "11/1/2026", "2026-11-01T08:30:00Z")).toEqual(["preventFutureDate"]);
  });

  it("reads only M/d/yyyy, and says nothing about what it cannot read", () => {
    const now = "2026-06-15T19:00:00Z";
    expect(check(strict, "06/16/2026", now)).toEqual(["preventFutureDate"]);
    expect(check(strict, "2026-06-16", now)).toEqual([]);
    expect(check(strict, "2/29/2027", now)).toEqual([]);
    expect(check(strict, "   ", now)).toEqual([]);
    expect(codes(strict, 20990101)).toEqual([]);
  });
});

describe("preventFutureDate", () => {
  const rule = compile("preventFutureDate");

  it("reads M/d/yyyy and ISO dates", () => {
    const now = "2026-06-15T19:00:00Z";
    expect(check(rule, "6/16/2026", now)).toEqual(["preventFutureDate"]);
    expect(check(rule, "2026-06-16", now)).toEqual(["preventFutureDate"]);
    expect(check(rule, "2026-06-14", now)).toEqual([]);
    expect(check(compile("preventFutureDate", { inclusive: true }), "2026-06-15", now)).toEqual([]);
  });

  it("carries the server message", () => {
    const withMessage = compile("preventFutureDate", {}, "Not in the future.");
    expect(withMessage(contextFor("1/1/2100"))).toEqual([
      { path: ["model-1", "subject"], code: "preventFutureDate", params: { message: "Not in the future." } }
    ]);
  });

  it("refuses a non-boolean inclusive", () => {
    expect(() => compile("preventFutureDate", { inclusive: "true" })).toThrow(ConfigurationError);
  });
});
