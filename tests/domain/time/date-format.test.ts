import { LocalDate } from "@js-joda/core";
import { describe, expect, it } from "vitest";
import { type DateFormat, builtInDateFormat, compileDateFormat, parseDate, parseDateInAny } from "../../../domain/time/date-format.ts";

const format = (pattern: string): DateFormat => {
  const compiled = compileDateFormat(pattern);
  if (compiled === null) throw new Error(`test pattern ${pattern} does not compile`);
  return compiled;
};

const parse = (text: string, pattern: string): string | null => parseDate(text, format(pattern))?.toString() ?? null;

describe("compileDateFormat", () => {
  it.each(["MM/dd/yyyy", "M/d/yyyy", "MM/dd/yy", "M/d/yy", "yyyy-MM-dd", "MM-dd-yyyy", "dd.MM.yyyy", "yyyyMMdd"])(
    "compiles %s",
    (pattern) => {
      expect(compileDateFormat(pattern)?.pattern).toBe(pattern);
    }
  );

  it.each(["MMM d, yyyy", "MM/dd/yyy", "MM/dd/yyyy HH:mm", "MM/dd", "MM/yyyy", "dd/dd/yyyy", "", "EEE MM/dd/yyyy"])(
    "refuses %j (unsupported token, or a missing or repeated part)",
    (pattern) => {
      expect(compileDateFormat(pattern)).toBeNull();
    }
  );
});

describe("parseDate", () => {
  it("reads each supported format", () => {
    expect(parse("03/08/2026", "MM/dd/yyyy")).toBe("2026-03-08");
    expect(parse("3/8/2026", "M/d/yyyy")).toBe("2026-03-08");
    expect(parse("12/31/2026", "M/d/yyyy")).toBe("2026-12-31");
    expect(parse("03/08/26", "MM/dd/yy")).toBe("2026-03-08");
    expect(parse("3/8/26", "M/d/yy")).toBe("2026-03-08");
    expect(parse("2026-03-08", "yyyy-MM-dd")).toBe("2026-03-08");
    expect(parse("03-08-2026", "MM-dd-yyyy")).toBe("2026-03-08");
    expect(parse("08.03.2026", "dd.MM.yyyy")).toBe("2026-03-08");
  });

  it("holds MM and dd to exactly two digits, M and d to one or two", () => {
    expect(parse("3/8/2026", "MM/dd/yyyy")).toBeNull();
    expect(parse("003/08/2026", "M/d/yyyy")).toBeNull();
    expect(parse("03/08/2026", "M/d/yyyy")).toBe("2026-03-08");
    expect(parse("03/08/02026", "MM/dd/yyyy")).toBeNull();
    expect(parse("03/08/026", "MM/dd/yy")).toBeNull();
  });

  it("pivots two-digit years at 60", () => {
    expect(parse("1/1/00", "M/d/yy")).toBe("2000-01-01");
    expect(parse("1/1/59", "M/d/yy")).toBe("2059-01-01");
    expect(parse("1/1/60", "M/d/yy")).toBe("1960-01-01");
    expect(parse("1/1/99", "M/d/yy")).toBe("1999-01-01");
  });

  it("rejects impossible dates", () => {
    expect(parse("02/29/2025", "MM/dd/yyyy")).toBeNull();
    expect(parse("04/31/2026", "MM/dd/yyyy")).toBeNull();
    expect(parse("13/01/2026", "MM/dd/yyyy")).toBeNull();
    expect(parse("00/10/2026", "MM/dd/yyyy")).toBeNull();
    expect(parse("01/00/2026", "MM/dd/yyyy")).toBeNull();
    expect(parse("01/32/2026", "MM/dd/yyyy")).toBeNull();
    expect(parse("01/01/0000", "MM/dd/yyyy")).toBeNull();
  });

  it("takes 29 February only in leap years (2024 and 2000, not 2025 or 2100)", () => {
    expect(parse("2/29/2024", "M/d/yyyy")).toBe("2024-02-29");
    expect(parse("2/29/2000", "M/d/yyyy")).toBe("2000-02-29");
    expect(parse("2/29/2025", "M/d/yyyy")).toBeNull();
    expect(parse("2/29/2100", "M/d/yyyy")).toBeNull();
    expect(parse("2/29/24", "M/d/yy")).toBe("2024-02-29");
    expect(parse("2/29/25", "M/d/yy")).toBeNull();
  });

  it("ignores surrounding whitespace but nothing else", () => {
    expect(parse("  3/8/2026\t", "M/d/yyyy")).toBe("2026-03-08");
    expect(parse("3/8/2026x", "M/d/yyyy")).toBeNull();
    expect(parse("x3/8/2026", "M/d/yyyy")).toBeNull();
    expect(parse("3/8/2026 10:00", "M/d/yyyy")).toBeNull();
    expect(parse("3 /8/2026", "M/d/yyyy")).toBeNull();
    expect(parse("3-8-2026", "M/d/yyyy")).toBeNull();
    expect(parse("2026-03-08", "M/d/yyyy")).toBeNull();
  });

  it("reads nothing from blank or whitespace-only text", () => {
    expect(parse("", "M/d/yyyy")).toBeNull();
    expect(parse("   ", "M/d/yyyy")).toBeNull();
    expect(parse("\t\n", "MM/dd/yyyy")).toBeNull();
  });

  it("takes only ASCII digits", () => {
    expect(parse("٠٣/٠٨/٢٠٢٦", "MM/dd/yyyy")).toBeNull();
    expect(parse("０３/０８/２０２６", "MM/dd/yyyy")).toBeNull();
    expect(parse("०३/०८/२०२६", "MM/dd/yyyy")).toBeNull();
    expect(parse("3/8/２０２６", "M/d/yyyy")).toBeNull();
  });

  it("treats pattern punctuation as literal text, not regular-expression syntax", () => {
    expect(parse("03.08.2026", "MM.dd.yyyy")).toBe("2026-03-08");
    expect(parse("03x08x2026", "MM.dd.yyyy")).toBeNull();
  });
});

describe("builtInDateFormat", () => {
  it("compiles the patterns the code names and throws for others", () => {
    expect(parseDate("3/8/2026", builtInDateFormat("M/d/yyyy"))).toEqual(LocalDate.of(2026, 3, 8));
    expect(() => builtInDateFormat("MMM d")).toThrow("Unsupported date pattern MMM d");
  });
});

describe("parseDateInAny", () => {
  const formats = ["MM/dd/yyyy", "yyyy-MM-dd", "M/d/yy"].map(format);

  it("takes the first format that reads the text", () => {
    expect(parseDateInAny("03/08/2026", formats)).toEqual(LocalDate.of(2026, 3, 8));
    expect(parseDateInAny("2026-03-08", formats)).toEqual(LocalDate.of(2026, 3, 8));
    expect(parseDateInAny("3/8/26", formats)).toEqual(LocalDate.of(2026, 3, 8));
  });

  it("is null when no format reads it", () => {
    expect(parseDateInAny("3/8/2026", formats)).toBeNull();
    expect(parseDateInAny("soon", formats)).toBeNull();
    expect(parseDateInAny("2026-03-08", [])).toBeNull();
  });
});
