// The measuring and retrying fetch wrappers: call kinds by address, nearest-rank percentiles, and retries
// only of requests that got no answer, with doubling waits and the same request each time.
import { describe, expect, it } from "vitest";
import { callKindOf, makeLatencyRecorder, percentile, summarizeLatency, timedFetch } from "../../../cli/replay/call-latency.ts";
import { retryingFetch } from "../../../cli/replay/transport-retry.ts";

describe("call kinds", () => {
  it("names each call of the API by its address", () => {
    expect(
      [
        ["GET", "http://h/api/csrf"],
        ["GET", "http://h/api/culture/content?culture=es"],
        ["GET", "http://h/api/banking/paypal-settings"],
        ["POST", "http://h/api/forms/documents-upload/authorize"],
        ["POST", "http://h/api/forms/automotive"],
        ["GET", "http://h/api/forms/config"],
        ["GET", "http://h/?culture=en"],
        ["DELETE", "http://h/api/other"],
        ["GET", "http://h/api/forms/standard/draft"],
        ["PUT", "http://h/api/forms/standard/draft"],
        ["DELETE", "http://h/api/forms/standard/draft"]
      ].map(([method = "", url = ""]) => callKindOf(method, url))
    ).toEqual(["csrf", "content", "walletSettings", "authorize", "submit", "modelConfig", "page", "DELETE /api/other", "loadDraft", "saveDraft", "deleteDraft"]);
  });
});

describe("percentiles", () => {
  it("takes the nearest rank", () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)]).toEqual([50, 95, 99]);
    expect([percentile([7], 50), percentile([7], 99)]).toEqual([7, 7]);
    expect([percentile([1, 2, 3], 50), percentile([1, 2, 3], 95)]).toEqual([2, 3]);
    expect(percentile([], 50)).toBeNaN();
  });

  it("times answered requests by kind, and not those that got no answer", async () => {
    const recorder = makeLatencyRecorder();
    let clock = 0;
    let calls = 0;
    const fetch = timedFetch(
      () => {
        calls += 1;
        clock += calls * 10;
        return calls === 3 ? Promise.reject(new TypeError("fetch failed")) : Promise.resolve(new Response("{}"));
      },
      recorder,
      () => clock
    );
    await fetch("http://h/api/csrf", { method: "GET" });
    await fetch("http://h/api/csrf", { method: "GET" });
    await expect(fetch("http://h/api/forms/standard", { method: "POST" })).rejects.toThrow("fetch failed");
    expect(summarizeLatency(recorder.samples())).toEqual([{ call: "csrf", count: 2, p50: 10, p95: 20, p99: 20 }]);
  });
});

describe("retries", () => {
  it("sends the same request again after each failure, waiting twice as long each time", async () => {
    const seen: RequestInit[] = [];
    const waits: number[] = [];
    const fetch = retryingFetch(
      (_input, init) => {
        seen.push(init);
        return seen.length < 3 ? Promise.reject(new TypeError("fetch failed")) : Promise.resolve(new Response("ok"));
      },
      { retries: 3, firstDelayMs: 100, sleep: (millis) => ((waits.push(millis), Promise.resolve())) }
    );
    const init = { method: "POST", headers: { "Idempotency-Key": "k-1" } };
    expect(await (await fetch("http://h/api/forms/standard", init)).text()).toBe("ok");
    expect(seen).toEqual([init, init, init]);
    expect(waits).toEqual([100, 200]);
  });

  it("gives up after its retries, and never retries an abort or an answer", async () => {
    let attempts = 0;
    const failing = retryingFetch(() => ((attempts += 1), Promise.reject(new TypeError("fetch failed"))), { retries: 2, firstDelayMs: 0 });
    await expect(failing("http://h/", { method: "GET" })).rejects.toThrow("fetch failed");
    expect(attempts).toBe(3);

    attempts = 0;
    const aborted = retryingFetch(() => ((attempts += 1), Promise.reject(new DOMException("aborted", "AbortError"))), { retries: 2, firstDelayMs: 0 });
    await expect(aborted("http://h/", { method: "GET" })).rejects.toThrow("aborted");
    expect(attempts).toBe(1);

    attempts = 0;
    const refused = retryingFetch(() => ((attempts += 1), Promise.resolve(new Response("no", { status: 503 }))), { retries: 2, firstDelayMs: 0 });
    expect((await refused("http://h/", { method: "GET" })).status).toBe(503);
    expect(attempts).toBe(1);
  });
});
