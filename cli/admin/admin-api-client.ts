// The admin API as the command line calls it: every call with the administrator's token as a bearer header,
// each answer that is not a success turned into an AdminApiError saying what the server said (its JSON
// error), so a command can say it in one line. A rate limit (429) or a busy server (503) is waited out for its
// Retry-After, up to a minute at a time and MOST_WAITS times a call: an export fetching thousands of
// documents meets the admin API's rate limit and goes on. The token never appears in anything this writes.
import type { FetchFunction } from "../replay/call-latency.ts";
import { retryAfterHeaderSeconds } from "../replay/retry-after.ts";

/** Waits one call may make for a rate limit or a busy server before its failure is said. */
const MOST_WAITS = 20;
const LONGEST_WAIT_SECONDS = 60;

export class AdminApiError extends Error {
  override readonly name = "AdminApiError";

  constructor(
    message: string,
    /** The answer's status; 0 when the API did not answer at all. */
    readonly status: number
  ) {
    super(message);
  }
}

export interface AdminApi {
  /** Calls the route (a path under /admin/api) and gives the answer, a success only. */
  readonly call: (method: "GET" | "POST" | "DELETE", path: string, body?: object) => Promise<Response>;
  readonly json: <T>(method: "GET" | "POST" | "DELETE", path: string, body?: object) => Promise<T>;
}

const errorOf = async (response: Response): Promise<string> => {
  const text = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    if (typeof parsed.error === "string") return parsed.error;
  } catch {
    // Not JSON: the start of the text says enough.
  }
  return text.slice(0, 200) || `HTTP ${String(response.status)}`;
};

export const adminApi = (baseUrl: string, token: string, fetch: FetchFunction, sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))): AdminApi => {
  const call: AdminApi["call"] = async (method, path, body) => {
    let response: Response;
    for (let waits = 0; ; waits += 1) {
      response = await send(method, path, body);
      const wait = response.status === 429 || response.status === 503 ? retryAfterHeaderSeconds(response) : null;
      if (wait === null || wait > LONGEST_WAIT_SECONDS || waits >= MOST_WAITS) break;
      await response.body?.cancel();
      await sleep(wait * 1000);
    }
    if (response.ok) return response;
    const said = await errorOf(response);
    const status = response.status;
    throw new AdminApiError(status === 401 ? `The admin API refused the token: ${said}` : `The admin API answered ${String(status)}: ${said}`, status);
  };
  const send = async (method: string, path: string, body: object | undefined): Promise<Response> => {
    try {
      return await fetch(`${baseUrl}/admin/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new AdminApiError(`The admin API at ${baseUrl} does not answer (${cause}).`, 0);
    }
  };
  return { call, json: async <T>(method: "GET" | "POST" | "DELETE", path: string, body?: object) => (await (await call(method, path, body)).json()) as T };
};
