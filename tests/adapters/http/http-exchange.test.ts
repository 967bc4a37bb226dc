// Sending one request and reading its answer: only transport failures end here, each the call's
// ApiCallFailed with the status when one came, and an interrupted call aborts its request.
import { Effect, Fiber } from "effect";
import { describe, expect, it } from "vitest";
import type { FetchLike } from "../../../adapters/http/fetch-like.ts";
import { exchange } from "../../../adapters/http/http-exchange.ts";
import { ApiCallFailed } from "../../../application/errors.ts";

const GET_DEADLINES = { method: "GET", path: "/api/deadlines", headers: {} } as const;

const failureOf = (fetch: FetchLike) => Effect.runPromise(Effect.flip(exchange(fetch, "https://api.test", "deadlines", GET_DEADLINES)));

describe("exchange", () => {
  it("gives the status and the whole text of any answer, whatever the status", async () => {
    const fetch: FetchLike = () => Promise.resolve(new Response("gateway down", { status: 502 }));
    const answer = await Effect.runPromise(exchange(fetch, "https://api.test", "deadlines", GET_DEADLINES));
    expect(answer).toEqual({ request: "GET /api/deadlines", status: 502, text: "gateway down" });
  });

  it("a rejected fetch is no answer: status null, the cause in the detail", async () => {
    const failure = await failureOf(() => Promise.reject(new TypeError("fetch failed", { cause: new Error("getaddrinfo ENOTFOUND api.test") })));
    expect(failure).toBeInstanceOf(ApiCallFailed);
    expect(failure).toMatchObject({
      call: "deadlines",
      status: null,
      message:
        "A problem has occured during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.",
      detail: "GET /api/deadlines: no answer (TypeError: fetch failed (getaddrinfo ENOTFOUND api.test))"
    });
  });

  it("a fetch that throws instead of rejecting is no answer too", async () => {
    const failure = await failureOf(() => {
      throw new TypeError("Failed to parse URL");
    });
    expect(failure).toMatchObject({ status: null, detail: "GET /api/deadlines: no answer (TypeError: Failed to parse URL)" });
  });

  it("a cause that is not an Error is left out of the detail", async () => {
    const failure = await failureOf(() => Promise.reject(new Error("offline", { cause: "not an error" })));
    expect(failure.detail).toBe("GET /api/deadlines: no answer (Error: offline)");
  });

  it("a body that breaks off keeps the status and says so", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error("socket hang up"));
      }
    });
    const failure = await failureOf(() => Promise.resolve(new Response(broken, { status: 200 })));
    expect(failure).toMatchObject({ call: "deadlines", status: 200 });
    expect(failure.detail).toBe("GET /api/deadlines: the answer broke off (Error: socket hang up)");
  });

  it("aborts the request when the call is interrupted", async () => {
    let signal: AbortSignal | undefined;
    const fetch: FetchLike = (_input, init) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    };
    const fiber = Effect.runFork(exchange(fetch, "", "deadlines", GET_DEADLINES));
    await Effect.runPromise(Effect.yieldNow);
    expect(signal?.aborted).toBe(false);
    await Effect.runPromise(Fiber.interrupt(fiber));
    expect(signal?.aborted).toBe(true);
  });

  it("sends the body and headers it is given", async () => {
    let seen: RequestInit | undefined;
    const fetch: FetchLike = (_input, init) => {
      seen = init;
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    const request = { method: "POST", path: "/api/telemetry/tracking", headers: { "X-A": "1" }, body: "{}" } as const;
    const answer = await Effect.runPromise(exchange(fetch, "", "tracking", request));
    expect(answer).toEqual({ request: "POST /api/telemetry/tracking", status: 204, text: "" });
    expect(seen).toMatchObject({ method: "POST", headers: { "X-A": "1" }, body: "{}", credentials: "include" });
  });
});
