// The real clock moved to start at a given instant: a deployment whose server clock is fixed (CLAIMS_NOW)
// gives the site that instant, so the site's deadline checks agree with the server's; time still flows,
// so the session timer runs as it would.
import { Effect, Layer } from "effect";
import { Clock, type ClockShape } from "../../application/ports/clock.port.ts";

export const makeShiftedClock = (startsAt: number, realNow: () => number = Date.now): ClockShape => {
  const offset = startsAt - realNow();
  return {
    now: Effect.sync(() => realNow() + offset),
    sleep: (millis) => Effect.sleep(Math.max(0, millis))
  };
};

export const shiftedClockLayer = (startsAt: number): Layer.Layer<Clock> => Layer.sync(Clock, () => makeShiftedClock(startsAt));
