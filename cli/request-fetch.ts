// Node's fetch for the command line's many calls, on undici's request API: the same answers as the global
// fetch (status, headers with every Set-Cookie, the body) at less of its CPU, so a rehearsal that files
// over a hundred claims a second measures the server more than itself. String and byte bodies go this way;
// any other body (the site's multipart FormData) goes through the global fetch. A deadline comes as the
// init's signal.
import { Agent, request } from "undici";
import type { FetchFunction } from "./replay/call-latency.ts";

/** Answers that carry no body, which a Response must be given none for. */
const NO_BODY: ReadonlySet<number> = new Set([101, 103, 204, 205, 304]);

/** The body when it is one request can send as it is: none, a string or bytes. */
const plainBody = (body: RequestInit["body"]): { readonly body: string | Uint8Array | null } | null => {
  if (body === undefined || body === null) return { body: null };
  return typeof body === "string" || body instanceof Uint8Array ? { body } : null;
};

const headersOf = (headers: RequestInit["headers"]): Record<string, string> => Object.fromEntries(new Headers(headers));

/** A fetch on its own connection pool (idle connections never keep the process alive). */
export const requestFetch =
  (agent: Agent = new Agent({ keepAliveTimeout: 10_000 })): FetchFunction =>
  async (input, init) => {
    const plain = plainBody(init.body);
    if (plain === null) return globalThis.fetch(input, init);
    const answer = await request(input, {
      method: (init.method ?? "GET") as "GET",
      headers: headersOf(init.headers),
      body: plain.body,
      ...(init.signal ? { signal: init.signal } : {}),
      dispatcher: agent
    });
    const bytes = new Uint8Array(await answer.body.arrayBuffer());
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const each of value) headers.append(name, each);
      else if (value !== undefined) headers.append(name, value);
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : bytes, { status: answer.statusCode, headers });
  };
