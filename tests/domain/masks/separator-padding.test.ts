// The separator padding rule on its own: which typed separator pads which part, and what it never touches.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { padPartOnSeparator } from "../../../domain/masks/separator-padding.ts";

const DATE = "##/##/####";

describe("padding a part when its separator is typed", () => {
  it.each([
    ["3", "03/"],
    ["1", "01/"],
    ["12/5", "12/05/"],
    ["03/1", "03/01/"],
    ["01/9", "01/09/"]
  ])("pads %j to %j when a slash follows", (shown, padded) => {
    expect(padPartOnSeparator(DATE, shown, "/")).toBe(padded);
  });

  it.each([
    ["", "nothing typed yet"],
    ["12/", "the month is full and eager already showed the slash"],
    ["12/05/", "the day is full too"],
    ["12/05/201", "the year has no slash after it"],
    ["0", "a zero month would only become 00"],
    ["12/0", "a zero day would only become 00"],
    ["1a", "the part is not all digits"]
  ])("leaves %j alone: %s", (shown) => {
    expect(padPartOnSeparator(DATE, shown, "/")).toBeNull();
  });

  it.each(["-", ".", "3", " "])("pads only on the pattern's own separator, never on %j", (typed) => {
    expect(padPartOnSeparator(DATE, "3", typed)).toBeNull();
  });

  it("works on any pattern of digit parts and their separators", () => {
    expect(padPartOnSeparator("###-##", "7", "-")).toBe("007-");
    expect(padPartOnSeparator("###-##", "42", "-")).toBe("042-");
    expect(padPartOnSeparator("###-##", "042-5", "-")).toBeNull();
    expect(padPartOnSeparator("(###) ###-####", "(2", ")")).toBe("(002)");
  });

  it("only ever inserts zeros before the part and the separator after it, keeping the pattern's shape", () => {
    const shownDate = fc
      .tuple(fc.integer({ min: 0, max: 8 }), fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 8, maxLength: 8 }))
      .map(([length, digits]) => {
        // A prefix of the date as the eager mask shows it: full parts end with their slash.
        const full = `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
        const shown = full.slice(0, length + (length >= 2 ? 1 : 0) + (length >= 4 ? 1 : 0));
        return shown;
      });
    fc.assert(
      fc.property(shownDate, (shown) => {
        const padded = padPartOnSeparator(DATE, shown, "/");
        if (padded === null) return;
        const start = shown.lastIndexOf("/") + 1;
        const zeros = padded.length - shown.length - 1;
        expect(zeros).toBeGreaterThan(0);
        expect(padded).toBe(`${shown.slice(0, start)}${"0".repeat(zeros)}${shown.slice(start)}/`);
        expect("00/00/0000".slice(0, padded.length)).toBe(padded.replace(/[0-9]/g, "0"));
      }),
      { numRuns: 1000 }
    );
  });
});
