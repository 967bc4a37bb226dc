// The shifted clock starts at the given instant and moves on with the real clock.
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { makeShiftedClock } from "../../../adapters/clock/clock.shifted.ts";

describe("makeShiftedClock", () => {
  it("reads the given instant first, then as much later as the real clock moved", async () => {
    let real = 1_000;
    const clock = makeShiftedClock(Date.parse("2100-01-02T00:00:00Z"), () => real);
    expect(await Effect.runPromise(clock.now)).toBe(Date.parse("2100-01-02T00:00:00Z"));
    real += 61_000;
    expect(await Effect.runPromise(clock.now)).toBe(Date.parse("2100-01-02T00:01:01Z"));
  });

  it("sleeps the time asked, a negative wait none", async () => {
    const clock = makeShiftedClock(0);
    const started = Date.now();
    await Effect.runPromise(clock.sleep(-5));
    await Effect.runPromise(clock.sleep(20));
    expect(Date.now() - started).toBeGreaterThanOrEqual(19);
  });
});
