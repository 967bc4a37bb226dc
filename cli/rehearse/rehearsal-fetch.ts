// Every request of a rehearsal goes through here: it is given a deadline (a request past it is a timeout, not
// a wait for ever), timed by the kind of call it is when answered, and its 503s, 429s, timeouts and unanswered
// requests are counted. It never retries and never waits: that is the filing path's decision.
import { retryAfterHeaderSeconds } from "../replay/retry-after.ts";
import { callKindOf, type FetchFunction, type LatencyRecorder } from "../replay/call-latency.ts";

export interface CallTally {
  /** Answers of 503 (the server shedding load). */
  busy: number;
  /** Answers of 429 (a rate limit). */
  rateLimited: number;
  /** Requests that got no answer within the deadline. */
  timeouts: number;
  /** Requests that got no answer at all (a refused or dropped connection). */
  noAnswer: number;
  /** Answers of another 5xx. */
  serverErrors: number;
}

export const emptyTally = (): CallTally => ({ busy: 0, rateLimited: 0, timeouts: 0, noAnswer: 0, serverErrors: 0 });

export const isTimeout = (error: unknown): boolean => error instanceof Error && error.name === "TimeoutError";

export const measuredFetch =
  (fetch: FetchFunction, recorder: LatencyRecorder, tally: CallTally, timeoutMs: number): FetchFunction =>
  async (input, init) => {
    const kind = callKindOf(init.method ?? "GET", input);
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (isTimeout(error)) tally.timeouts += 1;
      else tally.noAnswer += 1;
      throw error;
    }
    recorder.record(kind, performance.now() - started);
    if (response.status === 503) tally.busy += 1;
    else if (response.status === 429) tally.rateLimited += 1;
    else if (response.status >= 500) tally.serverErrors += 1;
    return response;
  };

/** The seconds a 503 or 429 says to wait: its Retry-After header, else its body's retryAfterSeconds, else 1. */
const MAX_WAIT_SECONDS = 60;

export const retryAfterSeconds = (response: Response, body: unknown): number => {
  const said =
    retryAfterHeaderSeconds(response) ??
    (typeof body === "object" && body !== null && "retryAfterSeconds" in body && typeof body.retryAfterSeconds === "number" ? body.retryAfterSeconds : 1);
  // A lock-out's hour is no wait for a rehearsal: past a minute it counts the call as failed soon enough.
  return Math.min(said, MAX_WAIT_SECONDS);
};

