// Waits out the API's "not now": an answer of 429 (a rate limit), 503 (a server shedding load) or 409 (the
// same Idempotency-Key still being handled, as after a retry of a submit whose first try is not done) that
// says how long with Retry-After is awaited, then the very same request goes again (a submit keeps its
// Idempotency-Key, so it is filed once), up to `retries` times. A wait longer than `maxWaitSeconds` (a
// lock-out's hour) is not waited: the answer is passed on, and the claim fails with it. Every wait is told,
// for the report; an answer that is still 429 once the waits are spent is told as a stop.
import type { FetchFunction } from "./call-latency.ts";
import { retryAfterHeaderSeconds } from "./retry-after.ts";

export interface BusyWaitPolicy {
  readonly retries: number;
  readonly maxWaitSeconds: number;
  /** Told of each wait before it starts. */
  readonly onWait?: (status: WaitedStatus, seconds: number) => void;
  /** Told of a 429 passed on unwaited: the waits were spent, or it asked too long a wait. */
  readonly onRateLimitStop?: (retryAfterSeconds: number | null) => void;
}

/** The answers that mean "not now" when they say how long with Retry-After. */
const WAITED = [409, 429, 503] as const;
type WaitedStatus = (typeof WAITED)[number];

const isWaited = (status: number): status is WaitedStatus => (WAITED as readonly number[]).includes(status);

const pause = (millis: number): Promise<void> => new Promise((done) => setTimeout(done, millis));

export const waitingOutFetch =
  (fetch: FetchFunction, policy: BusyWaitPolicy): FetchFunction =>
  async (input, init) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(input, init);
      const status = response.status;
      if (!isWaited(status)) return response;
      const seconds = retryAfterHeaderSeconds(response);
      // A 409 without Retry-After (a draft's version, a claim already filed) is an answer, not a "not now".
      if (status === 409 && seconds === null) return response;
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
