// Time as a port: the use cases read the clock and sleep only through it, so tests run on a test clock.
import { Context, type Effect } from "effect";

export interface ClockShape {
  /** Epoch milliseconds. */
  readonly now: Effect.Effect<number>;
  readonly sleep: (millis: number) => Effect.Effect<void>;
}

export class Clock extends Context.Service<Clock, ClockShape>()("Clock") {}
