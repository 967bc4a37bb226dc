// The real clock: now from Date.now, sleeping through Effect.sleep (a timer), so a sleeping session
// timer is an interruptible fiber, never a busy wait.
import { Effect, Layer } from "effect";
import { Clock, type ClockShape } from "../../application/ports/clock.port.ts";

export const systemClock: ClockShape = {
  now: Effect.sync(() => Date.now()),
  // A negative wait is a wait already over; Effect.sleep would treat it as zero too, this says so.
  sleep: (millis) => Effect.sleep(Math.max(0, millis))
};

export const systemClockLayer: Layer.Layer<Clock> = Layer.succeed(Clock, systemClock);
