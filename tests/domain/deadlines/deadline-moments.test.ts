// The deadlines' moments the server writes into the page: found by the same reading the site would do, used
// only when they cover every deadline of the answer, and read defensively from the page.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { fromKnownMoments, knownMoments, momentKey, readKnownMoments } from "../../../domain/deadlines/deadline-moments.ts";
import type { DeadlineResponse } from "../../../domain/deadlines/deadline-response.schema.ts";
import { convertDeadline, toDeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";

const DEMO = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../cases/demo/deadlines.json"), "utf8")) as DeadlineResponse;

const FLAT: DeadlineResponse = {
  deadlines: {
    globalDeadline: { timeZone: "Pacific", deadline: "12/31/2099 11:59:59 PM" },
    claimFilingDeadline: { timeZone: "Eastern Standard Time", deadline: "06/30/2026", redirectUrl: "https://example.test/closed" }
  }
};

describe("the deadlines' moments", () => {
  it.each([
    ["the demo's per-culture answer", DEMO],
    ["a flat answer", FLAT]
  ])("give %s exactly as the date code reads it", (_name, response) => {
    const known = knownMoments(response, convertDeadline);
    expect(fromKnownMoments(response, known)).toEqual(toDeadlineSettings(response));
  });

  it("are keyed by the zone name and text as written, and nothing else", () => {
    const known = knownMoments(FLAT, convertDeadline);
    expect(Object.keys(known).sort()).toEqual([momentKey("Eastern Standard Time", "06/30/2026"), momentKey("Pacific", "12/31/2099 11:59:59 PM")].sort());
    expect(known[momentKey("Eastern Standard Time", "06/30/2026")]).toEqual({ at: Date.parse("2026-07-01T03:59:59.999Z"), zone: "America/New_York" });
  });

  it("leave out a deadline the date code cannot read, so the site reads the answer in full and finds the same problem", () => {
    const broken: DeadlineResponse = { deadlines: { ...FLAT.deadlines, globalDeadline: { timeZone: "Mars", deadline: "12/31/2099" } } };
    const known = knownMoments(broken, convertDeadline);
    expect(Object.keys(known)).toEqual([momentKey("Eastern Standard Time", "06/30/2026")]);
    expect(fromKnownMoments(broken, known)).toBeNull();
  });

  it("are not used for an answer with a deadline they do not name: a changed date is read in full", () => {
    const known = knownMoments(FLAT, convertDeadline);
    const moved: DeadlineResponse = { deadlines: { ...FLAT.deadlines, globalDeadline: { timeZone: "Pacific", deadline: "01/15/2100" } } };
    expect(fromKnownMoments(moved, known)).toBeNull();
  });

  it("are read from the page only where each is a moment", () => {
    const good = { at: 1_798_790_399_999, zone: "America/Los_Angeles" };
    expect(readKnownMoments({ a: good, b: { at: "soon", zone: "x" }, c: { at: Number.POSITIVE_INFINITY, zone: "x" }, d: null, e: { at: 1 } })).toEqual({ a: good });
    expect(readKnownMoments(null)).toEqual({});
    expect(readKnownMoments([good])).toEqual({});
    expect(readKnownMoments("moments")).toEqual({});
  });
});
