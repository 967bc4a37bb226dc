// Waits out the API's "not now": an answer of 429 (a rate limit) or 503 (a server shedding load) that says
// how long with Retry-After is awaited, then the very same request goes again (a submit keeps its
// Idempotency-Key, so it is filed once), up to `retries` times. A wait longer than `maxWaitSeconds` (a
// lock-out's hour) is not waited: the answer is passed on, and the claim fails with it. Every wait is told,
// for the report; an answer that is still 429 once the waits are spent is told as a stop.
import type { FetchFunction } from "./call-latency.ts";
import { retryAfterHeaderSeconds } from "./retry-after.ts";

export interface BusyWaitPolicy {
  readonly retries: number;
  readonly maxWaitSeconds: number;
  /** Told of each wait before it starts. */
  readonly onWait?: (status: 429 | 503, seconds: number) => void;
  /** Told of a 429 passed on unwaited: the waits were spent, or it asked too long a wait. */
  readonly onRateLimitStop?: (retryAfterSeconds: number | null) => void;
}

const pause = (millis: number): Promise<void> => new Promise((done) => setTimeout(done, millis));

export const waitingOutFetch =
  (fetch: FetchFunction, policy: BusyWaitPolicy): FetchFunction =>
  async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(input, init);
      const status = response.status;
      if (status !== 429 && status !== 503) return response;
      const seconds = retryAfterHeaderSeconds(response);
      if (attempt >= policy.retries || seconds === null || seconds > policy.maxWaitSeconds || init.signal?.aborted === true) {
        if (status === 429) policy.onRateLimitStop?.(seconds);
        return response;
      }
      // The refused answer's body is not read: let its connection go back to the pool.
      await response.body?.cancel();
      policy.onWait?.(status, seconds);
      await pause(seconds * 1000);
    }
  };
