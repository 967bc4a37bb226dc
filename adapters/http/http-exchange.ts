// Sends one request through the injected fetch and reads the whole answer as text. Only transport
// failures end here: no answer at all (status null) or a body that broke off (with its status). Statuses are judged elsewhere.
import { Effect } from "effect";
import type { ApiCall, ApiCallFailed } from "../../application/errors.ts";
import { callFailed, describeCause } from "./call-failure.ts";
import type { FetchLike } from "./fetch-like.ts";

export interface ApiRequest {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | FormData;
}

export interface HttpAnswer {
  /** "POST /api/forms/standard", for details. */
  readonly request: string;
  readonly status: number;
  readonly text: string;
}

const joinUrl = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, "")}${path}`;

export const exchange = (fetch: FetchLike, baseUrl: string, call: ApiCall, request: ApiRequest): Effect.Effect<HttpAnswer, ApiCallFailed> => {
  const label = `${request.method} ${request.path}`;
  return Effect.tryPromise({
    // Cookies carry the CSRF and authorization state, so they go along even when the API is on another origin.
    try: (signal) =>
      fetch(joinUrl(baseUrl, request.path), {
        method: request.method,
        headers: request.headers,
        credentials: "include",
        signal,
        ...(request.body === undefined ? {} : { body: request.body })
      }),
    catch: (cause) => callFailed(call, null, `${label}: no answer (${describeCause(cause)})`)
  }).pipe(
    Effect.flatMap((response) =>
      Effect.tryPromise({
        try: () => response.text(),
        catch: (cause) => callFailed(call, response.status, `${label}: the answer broke off (${describeCause(cause)})`)
      }).pipe(Effect.map((text): HttpAnswer => ({ request: label, status: response.status, text })))
    )
  );
};
