import { Result, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { DeadlineResponse } from "../../../domain/deadlines/deadline-response.schema.ts";
import { type SchemaProblem, schemaProblems } from "../../../domain/schema/schema-problems.ts";

const decode = Schema.decodeUnknownResult(DeadlineResponse);

const problemsOf = (input: unknown): readonly SchemaProblem[] => {
  const decoded = decode(input, { errors: "all" });
  if (Result.isSuccess(decoded)) throw new Error("expected the answer to be refused");
  return schemaProblems(decoded.failure);
};

const UNKNOWN_NAME = (name: string): string =>
  `unknown deadline name "${name}"; expected one of globalDeadline, claimFilingDeadline, automotiveFilingDeadline, lookupFilingDeadline, documentsUploadFilingDeadline`;

describe("the deadlines answer", () => {
  it("decodes the flat shape, redirect optional", () => {
    const flat = {
      deadlines: {
        globalDeadline: { timeZone: "Pacific", deadline: "12/31/2026 11:59:59 PM" },
        claimFilingDeadline: { timeZone: "Eastern Standard Time", deadline: "06/30/2026", redirectUrl: "https://example.com/closed" },
        lookupFilingDeadline: { timeZone: "Central", deadline: "06/30/2026", redirectUrl: null }
      }
    };
    expect(Result.getOrThrow(decode(flat))).toEqual(flat);
  });

  it("decodes the per-culture shape, other cultures with redirects per deadline or for all", () => {
    const perCulture = {
      en: {
        projectTimeZone: "Pacific",
        deadlines: { claimFilingDeadline: { deadlineDateTime: "06/30/2026 11:59:59 PM", redirectUrl: "/closed" } }
      },
      es: { deadlines: { claimFilingDeadline: { redirectUrl: "/cerrado" } } },
      fr: { redirectUrl: "https://example.com/ferme" },
      de: {}
    };
    expect(Result.getOrThrow(decode(perCulture))).toEqual(perCulture);
  });

  it("lets every culture entry share en's layout, en alone needing the zone and date-times", () => {
    const sameLayout = {
      en: { projectTimeZone: "Pacific", deadlines: { globalDeadline: { deadlineDateTime: "12/31/2026" } }, redirectUrl: "/closed" },
      es: { projectTimeZone: "Pacific", deadlines: { globalDeadline: { deadlineDateTime: "12/31/2026", redirectUrl: "/cerrado" } } }
    };
    expect(Result.getOrThrow(decode(sameLayout))).toEqual(sameLayout);
    expect(problemsOf({ en: { projectTimeZone: "Pacific", deadlines: { globalDeadline: { redirectUrl: "/closed" } } } })).toContainEqual({
      path: ["en", "deadlines", "globalDeadline", "deadlineDateTime"],
      message: "Missing key"
    });
  });

  it("refuses an unknown deadline name in the flat shape", () => {
    const problems = problemsOf({ deadlines: { claimDeadline: { timeZone: "Pacific", deadline: "06/30/2026" } } });
    expect(problems).toContainEqual({ path: ["deadlines", "claimDeadline"], message: UNKNOWN_NAME("claimDeadline") });
  });

  it("refuses an unknown deadline name in en and in another culture", () => {
    const inEn = problemsOf({ en: { projectTimeZone: "Pacific", deadlines: { globalDeadlin: { deadlineDateTime: "06/30/2026" } } } });
    expect(inEn).toContainEqual({ path: ["en", "deadlines", "globalDeadlin"], message: UNKNOWN_NAME("globalDeadlin") });
    const inEs = problemsOf({
      en: { projectTimeZone: "Pacific", deadlines: {} },
      es: { deadlines: { GlobalDeadline: { redirectUrl: "/cerrado" } } }
    });
    expect(inEs).toContainEqual({ path: ["es", "deadlines", "GlobalDeadline"], message: UNKNOWN_NAME("GlobalDeadline") });
  });

  it("refuses entries missing their zone or date-time, and answers of neither shape", () => {
    expect(problemsOf({ deadlines: { globalDeadline: { deadline: "06/30/2026" } } })).toContainEqual({
      path: ["deadlines", "globalDeadline", "timeZone"],
      message: "Missing key"
    });
    expect(problemsOf({ en: { deadlines: {} } })).toContainEqual({ path: ["en", "projectTimeZone"], message: "Missing key" });
    expect(problemsOf({ en: { projectTimeZone: "Pacific", deadlines: {} }, es: "/cerrado" })).toContainEqual({
      path: ["es"],
      message: "Expected object"
    });
    expect(problemsOf({})).toContainEqual({ path: ["en"], message: "Missing key" });
    expect(problemsOf(null)).toEqual([{ path: [], message: "Expected object" }]);
  });
});
