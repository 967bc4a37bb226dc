// The engine of case-supplied patterns: RE2's syntax with whole and anywhere matching, refusals that say
// why (not compiling, or not matchable in linear time), and time that grows linearly with the text on the
// inputs that make a backtracking engine take quadratic or exponential time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LinearPattern, compileLinearPattern } from "../../../domain/validation/linear-pattern.ts";

const compiled = (source: string, scope: "whole" | "anywhere" = "whole"): LinearPattern => {
  const result = compileLinearPattern(source, scope);
  if (!result.ok) throw new Error(result.problem);
  return result.pattern;
};

describe("matching", () => {
  it("matches the whole value or anywhere in it, as the scope says", () => {
    expect(compiled("[0-9]{6}").test("123456")).toBe(true);
    expect(compiled("[0-9]{6}").test("1234567")).toBe(false);
    expect(compiled("@", "anywhere").test("a@b")).toBe(true);
    expect(compiled("@", "whole").test("a@b")).toBe(false);
    expect(compiled("\\([0-9]{3}\\) [0-9]{3}-[0-9]{4}|[0-9]{6,16}").test("(916) 555-0142")).toBe(true);
  });

  it("agrees with JavaScript's engine on the demo case's patterns, for any text", () => {
    const patterns = ["[^@\\s]+@[^@\\s]+\\.[^@\\s]+", "[0-9]{5}(-[0-9]{4})?", "[Nn][Ww][Dd]-[0-9]{8}", "[A-Za-z0-9-]{4,20}", "[A-HJ-NPR-Za-hj-npr-z0-9]{17}"];
    const text = fc.string({ unit: fc.constantFrom(..."aZ09@.- _NWDnwd()".split("")), maxLength: 30 });
    for (const source of patterns) {
      const native = new RegExp(`^(?:${source})$`);
      const linear = compiled(source);
      fc.assert(fc.property(text, (value) => linear.test(value) === native.test(value)), { numRuns: 1000 });
    }
  });
});

describe("refusals", () => {
  it("says a pattern that does not compile does not compile", () => {
    expect(compileLinearPattern("[0-9", "whole")).toEqual({ ok: false, problem: expect.stringMatching(/^the pattern \/\[0-9\/ does not compile/) as unknown });
  });

  it.each(["(?=a)b", "(?!a)b", "(?<=a)b", "(\\w)\\1"])("says %s cannot be matched in linear time", (source) => {
    expect(compileLinearPattern(source, "whole")).toEqual({ ok: false, problem: expect.stringContaining("is not safe: it cannot be matched in linear time") as unknown });
  });
});

/** The median time of five runs of the test over the text, in milliseconds. */
const medianMs = (pattern: LinearPattern, text: string): number => {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    pattern.test(text);
    times.push(performance.now() - start);
  }
  return [...times].sort((a, b) => a - b)[2] ?? 0;
};

describe("time linear in the text on adversarial inputs", () => {
  // Each pair: a pattern a backtracking engine takes at least quadratic time on, and the text that does it.
  const ADVERSARIAL: readonly (readonly [string, (n: number) => string])[] = [
    ["[^@\\s]+@[^@\\s]+\\.[^@\\s]+", (n) => `a@${".".repeat(n)} `],
    ["(a+)+b", (n) => "a".repeat(n)],
    ["(a|aa)*c", (n) => "a".repeat(n)],
    ["(x+x+)+y", (n) => "x".repeat(n)]
  ];

  it.each(ADVERSARIAL)("%s: eight times the text costs far less than 64 times the time", (source, text) => {
    const pattern = compiled(source);
    medianMs(pattern, text(2_000));
    const small = Math.max(medianMs(pattern, text(8_000)), 0.5);
    const large = medianMs(pattern, text(64_000));
    // Linear growth gives about 8; quadratic 64. The margin absorbs a busy machine.
    expect(large / small).toBeLessThan(24);
  });

  it("a property: any run of a repeated adversarial unit is matched in linear time", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADVERSARIAL), fc.integer({ min: 1_000, max: 4_000 }), ([source, text], n) => {
        const pattern = compiled(source);
        const small = Math.max(medianMs(pattern, text(n)), 0.5);
        return medianMs(pattern, text(n * 8)) / small < 24;
      }),
      { numRuns: 20 }
    );
  });
});
