// The admin API as the command line calls it: every call with the administrator's token as a bearer header,
// each answer that is not a success turned into an AdminApiError saying what the server said (its JSON
// error), so a command can say it in one line. The token never appears in anything this writes.
import type { FetchFunction } from "../replay/call-latency.ts";

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

export const adminApi = (baseUrl: string, token: string, fetch: FetchFunction): AdminApi => {
  const call: AdminApi["call"] = async (method, path, body) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/admin/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      });
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new AdminApiError(`The admin API at ${baseUrl} does not answer (${cause}).`, 0);
    }
    if (response.ok) return response;
    const said = await errorOf(response);
    const status = response.status;
    throw new AdminApiError(status === 401 ? `The admin API refused the token: ${said}` : `The admin API answered ${String(status)}: ${said}`, status);
  };
  return { call, json: async <T>(method: "GET" | "POST" | "DELETE", path: string, body?: object) => (await (await call(method, path, body)).json()) as T };
};
