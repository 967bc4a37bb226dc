// A clock that stands still until told to move: the CLI's --now, and tests of anything that sleeps.
// advance(ms) wakes each due sleeper at its own wake-up time, earliest first; it never reads the real time.
import { Effect, Layer } from "effect";
import { Clock, type ClockShape } from "../../application/ports/clock.port.ts";

export interface FixedClock {
  readonly clock: ClockShape;
  readonly layer: Layer.Layer<Clock>;
  /** The current reading, outside any effect. */
  readonly reading: () => number;
  /** How many sleeps are waiting for the clock to move. */
  readonly pendingSleeps: () => number;
  /**
   * Moves the clock forward by millis. A sleeper woken on the way sees the clock at its own wake-up
   * time, so a loop sleeping one second at a time ticks once per second of the advance.
   */
  readonly advance: (millis: number) => Effect.Effect<void>;
}

interface Sleeper {
  readonly wakeAt: number;
  readonly wake: () => void;
}

/**
 * Scheduler turns given to woken fibers before the clock moves on: enough for a fiber that reads the
 * clock, updates state and sleeps again (or ends) through a few effect steps. A fiber waiting on real
 * input or output is not waited for.
 */
const SETTLE_TURNS = 8;

const settle = Effect.gen(function* () {
  for (let turn = 0; turn < SETTLE_TURNS; turn += 1) yield* Effect.yieldNow;
});

export const makeFixedClock = (startMillis: number): FixedClock => {
  let current = startMillis;
  // Kept in wake-up order; sleepers with the same wake-up time wake in the order they went to sleep.
  const sleepers: Sleeper[] = [];

  const sleep = (millis: number): Effect.Effect<void> =>
    Effect.suspend(() =>
      millis <= 0
        ? Effect.void
        : Effect.callback<undefined>((resume) => {
            const sleeper: Sleeper = {
              wakeAt: current + millis,
              wake: () => {
                resume(Effect.undefined);
              }
            };
            const later = sleepers.findIndex((other) => other.wakeAt > sleeper.wakeAt);
            sleepers.splice(later === -1 ? sleepers.length : later, 0, sleeper);
            return Effect.sync(() => {
              const index = sleepers.indexOf(sleeper);
              if (index !== -1) sleepers.splice(index, 1);
            });
          })
    );

  const advance = (millis: number): Effect.Effect<void> =>
    Effect.gen(function* () {
      if (!(millis >= 0)) return yield* Effect.die(new RangeError(`A fixed clock only moves forward; it was asked to move ${millis} ms.`));
      const target = current + millis;
      for (let next = sleepers[0]; next !== undefined && next.wakeAt <= target; next = sleepers[0]) {
        sleepers.shift();
        current = next.wakeAt;
        next.wake();
        yield* settle;
      }
      current = target;
    });

  const clock: ClockShape = { now: Effect.sync(() => current), sleep };
  return {
    clock,
    layer: Layer.succeed(Clock, clock),
    reading: () => current,
    pendingSleeps: () => sleepers.length,
    advance
  };
};

/** A clock fixed at one instant, for a run that must not depend on when it happens (the CLI's --now). */
export const fixedClockLayer = (epochMillis: number): Layer.Layer<Clock> => makeFixedClock(epochMillis).layer;
