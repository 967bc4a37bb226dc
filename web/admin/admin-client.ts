// The admin API as the administrators' page calls it: the token, held in memory only (never in storage a
// script or a later visitor could read), sent as a bearer header; an answer that is not a success becomes an
// AdminCallError with what the server said, for the page to show.
export class AdminCallError extends Error {
  override readonly name = "AdminCallError";

  constructor(
    message: string,
    readonly status: number
  ) {
    super(message);
  }
}

export interface AdminClient {
  readonly json: <T>(method: "GET" | "POST" | "DELETE", path: string, body?: object) => Promise<T>;
  readonly blob: (path: string) => Promise<Blob>;
}

const said = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string") return body.error;
  } catch {
    // Not JSON: the status says it.
  }
  return `The server answered ${String(response.status)}.`;
};

export const adminClient = (token: string): AdminClient => {
  const call = async (method: string, path: string, body?: object): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`/admin/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        credentials: "omit",
        cache: "no-store"
      });
    } catch {
      throw new AdminCallError("The server cannot be reached. Check the connection and try again.", 0);
    }
    if (!response.ok) throw new AdminCallError(await said(response), response.status);
    return response;
  };
  return {
    json: async <T,>(method: "GET" | "POST" | "DELETE", path: string, body?: object) => (await (await call(method, path, body)).json()) as T,
    blob: async (path) => (await call("GET", path)).blob()
  };
};
