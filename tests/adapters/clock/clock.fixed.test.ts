import { Effect, Fiber, type Layer } from "effect";
import { describe, expect, it } from "vitest";
import { fixedClockLayer, makeFixedClock } from "../../../adapters/clock/clock.fixed.ts";
import { Clock } from "../../../application/ports/clock.port.ts";
import { MIN_SESSION_DURATION_MS, recordActivity, STOPPED_TIMER, tick, type TimerChange } from "../../../domain/session/session-timer.ts";

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

const readNow = (layer: Layer.Layer<Clock>) => Effect.runPromise(Effect.provide(Clock.use((clock) => clock.now), layer));

describe("the fixed clock", () => {
  it("reads the instant it was fixed at, however much real time passes", async () => {
    expect(await readNow(fixedClockLayer(T0))).toBe(T0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await readNow(fixedClockLayer(T0))).toBe(T0);
  });

  it("moves only when advanced", async () => {
    const fixed = makeFixedClock(T0);
    await Effect.runPromise(fixed.advance(1_500));
    expect(fixed.reading()).toBe(T0 + 1_500);
    expect(await readNow(fixed.layer)).toBe(T0 + 1_500);
    await Effect.runPromise(fixed.advance(0));
    expect(fixed.reading()).toBe(T0 + 1_500);
  });

  it("refuses to move backwards", async () => {
    const fixed = makeFixedClock(T0);
    const exit = await Effect.runPromiseExit(fixed.advance(-1));
    expect(exit._tag).toBe("Failure");
    expect(String(exit)).toContain("A fixed clock only moves forward; it was asked to move -1 ms.");
    expect(fixed.reading()).toBe(T0);
    expect((await Effect.runPromiseExit(fixed.advance(Number.NaN)))._tag).toBe("Failure");
  });

  it("does not sleep for a wait of zero or less", async () => {
    const fixed = makeFixedClock(T0);
    await Effect.runPromise(fixed.clock.sleep(0));
    await Effect.runPromise(fixed.clock.sleep(-10));
    expect(fixed.pendingSleeps()).toBe(0);
  });

  it("wakes a sleeper only when the clock reaches its wake-up time", async () => {
    const fixed = makeFixedClock(T0);
    const fiber = Effect.runFork(Effect.andThen(fixed.clock.sleep(1_000), fixed.clock.now));
    await Effect.runPromise(Effect.yieldNow);
    expect(fixed.pendingSleeps()).toBe(1);
    await Effect.runPromise(fixed.advance(999));
    expect(fiber.pollUnsafe()).toBeUndefined();
    await Effect.runPromise(fixed.advance(1));
    expect(await Effect.runPromise(Fiber.join(fiber))).toBe(T0 + 1_000);
    expect(fixed.pendingSleeps()).toBe(0);
  });

  it("wakes sleepers earliest first, each seeing its own wake-up time, ties in the order they slept", async () => {
    const fixed = makeFixedClock(T0);
    const woke: string[] = [];
    const sleeper = (name: string, millis: number) =>
      Effect.runFork(Effect.andThen(fixed.clock.sleep(millis), Effect.map(fixed.clock.now, (now) => woke.push(`${name}@${now - T0}`))));
    sleeper("late", 3_000);
    sleeper("early", 1_000);
    sleeper("tie-first", 2_000);
    sleeper("tie-second", 2_000);
    await Effect.runPromise(Effect.yieldNow);
    await Effect.runPromise(fixed.advance(10_000));
    expect(woke).toEqual(["early@1000", "tie-first@2000", "tie-second@2000", "late@3000"]);
    expect(fixed.reading()).toBe(T0 + 10_000);
  });

  it("drops an interrupted sleeper", async () => {
    const fixed = makeFixedClock(T0);
    const fiber = Effect.runFork(fixed.clock.sleep(1_000));
    await Effect.runPromise(Effect.yieldNow);
    expect(fixed.pendingSleeps()).toBe(1);
    await Effect.runPromise(Fiber.interrupt(fiber));
    expect(fixed.pendingSleeps()).toBe(0);
  });

  it("drives a session timer loop one second at a time: the warning at 29:00, expiry at 30:00", async () => {
    const fixed = makeFixedClock(T0);
    const changes: [TimerChange, number][] = [];
    const loop = Effect.gen(function* () {
      let timer = recordActivity(STOPPED_TIMER, yield* fixed.clock.now);
      while (!timer.expired) {
        yield* fixed.clock.sleep(1_000);
        const now = yield* fixed.clock.now;
        const [next, change] = tick(timer, now);
        if (change !== "none") changes.push([change, (now - T0) / 60_000]);
        timer = next;
      }
    });
    const fiber = Effect.runFork(loop);
    await Effect.runPromise(Effect.yieldNow);
    await Effect.runPromise(fixed.advance(MIN_SESSION_DURATION_MS - 60_001));
    expect(changes).toEqual([]);
    await Effect.runPromise(fixed.advance(60_001));
    expect(changes).toEqual([
      ["warningOpened", 29],
      ["expired", 30]
    ]);
    await Effect.runPromise(Fiber.join(fiber));
    expect(fixed.pendingSleeps()).toBe(0);
  });
});
