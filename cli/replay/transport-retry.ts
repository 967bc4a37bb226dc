// Retries requests that got no answer at all (a refused or dropped connection), with exponential backoff.
// The request goes again exactly as it was, so a submit keeps its Idempotency-Key and the server files it once;
// any answer, a 4xx or 5xx included, is the API's verdict and is never retried.
import type { FetchFunction } from "./call-latency.ts";

export interface RetryPolicy {
  readonly retries: number;
  /** The first wait; each further one doubles. */
  readonly firstDelayMs: number;
  readonly sleep?: (millis: number) => Promise<void>;
  /** Told of each retry, for the report. */
  readonly onRetry?: (attempt: number, error: unknown) => void;
}

const pause = (millis: number): Promise<void> => new Promise((done) => setTimeout(done, millis));

/** An abort is the caller's own decision, not a network failure. */
const isAbort = (error: unknown): boolean => error instanceof Error && error.name === "AbortError";

export const retryingFetch =
  (fetch: FetchFunction, policy: RetryPolicy): FetchFunction =>
  async (input, init) => {
    const sleep = policy.sleep ?? pause;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await fetch(input, init);
      } catch (error) {
        if (attempt >= policy.retries || isAbort(error) || init.signal?.aborted === true) throw error;
        policy.onRetry?.(attempt + 1, error);
        await sleep(policy.firstDelayMs * 2 ** attempt);
      }
    }
  };
