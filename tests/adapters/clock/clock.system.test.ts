import { Effect, Fiber } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, it } from "vitest";
import { systemClock, systemClockLayer } from "../../../adapters/clock/clock.system.ts";
import { Clock } from "../../../application/ports/clock.port.ts";

describe("the system clock", () => {
  it("reads the real time in epoch milliseconds", async () => {
    const before = Date.now();
    const now = await Effect.runPromise(Effect.provide(Clock.use((clock) => clock.now), systemClockLayer));
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("sleeps for about the time asked", async () => {
    const started = performance.now();
    await Effect.runPromise(systemClock.sleep(25));
    expect(performance.now() - started).toBeGreaterThanOrEqual(20);
  });

  it("treats a negative wait as no wait", async () => {
    const started = performance.now();
    await Effect.runPromise(systemClock.sleep(-5_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("sleeps through Effect's timer, so Effect's test clock can drive it too", async () => {
    const woke = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(Effect.as(systemClock.sleep(60_000), "woke"));
        yield* TestClock.adjust(60_000);
        return yield* Fiber.join(fiber);
      }).pipe(Effect.provide(TestClock.layer()))
    );
    expect(woke).toBe("woke");
  });
});
