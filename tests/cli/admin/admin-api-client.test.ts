// The command line's admin API client: the token as a bearer header; a 429 or 503 waited out for its
// Retry-After (up to a minute at a time) and sent again; a refusal said in the server's own words, a refused
// token as such, and an API that does not answer in one line.
import { describe, expect, it } from "vitest";
import { AdminApiError, adminApi } from "../../../cli/admin/admin-api-client.ts";
import type { FetchFunction } from "../../../cli/replay/call-latency.ts";

const answers = (...responses: readonly Response[]): { readonly fetch: FetchFunction; readonly seen: Headers[] } => {
  const seen: Headers[] = [];
  let at = 0;
  return {
    seen,
    fetch: (_input, init) => {
      seen.push(new Headers(init.headers));
      const response = responses[at];
      at += 1;
      return response === undefined ? Promise.reject(new Error("no more answers")) : Promise.resolve(response);
    }
  };
};

const json = (status: number, body: object, headers: Record<string, string> = {}): Response => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("the admin API client", () => {
  it("waits out a 429's Retry-After and a 503's, then gives the answer", async () => {
    const waited: number[] = [];
    const { fetch, seen } = answers(json(429, { error: "slow down" }, { "retry-after": "2" }), json(503, { error: "busy" }, { "retry-after": "1" }), json(200, { ok: true }));
    const api = adminApi("http://127.0.0.1:1", "alice.secret", fetch, (ms) => {
      waited.push(ms);
      return Promise.resolve();
    });
    expect(await api.json("GET", "/whoami")).toEqual({ ok: true });
    expect(waited).toEqual([2000, 1000]);
    expect(seen.map((headers) => headers.get("authorization"))).toEqual(["Bearer alice.secret", "Bearer alice.secret", "Bearer alice.secret"]);
  });

  it("says a refusal in the server's words, a refused token as such, and a silent API in one line", async () => {
    const noWait = () => Promise.resolve();
    await expect(adminApi("http://h", "t", answers(json(400, { error: "--since: bad day" })).fetch, noWait).json("GET", "/export")).rejects.toThrow("The admin API answered 400: --since: bad day");
    await expect(adminApi("http://h", "t", answers(json(401, { error: "no" })).fetch, noWait).json("GET", "/whoami")).rejects.toThrow("The admin API refused the token: no");
    // A wait longer than a minute is not waited: the refusal is said.
    await expect(adminApi("http://h", "t", answers(json(429, { error: "locked" }, { "retry-after": "600" })).fetch, noWait).json("GET", "/whoami")).rejects.toThrow("answered 429: locked");
    const silent = adminApi("http://h", "t", () => Promise.reject(new Error("fetch failed", { cause: new Error("connect ECONNREFUSED") })), noWait);
    await expect(silent.json("GET", "/whoami")).rejects.toEqual(new AdminApiError("The admin API at http://h does not answer (connect ECONNREFUSED).", 0));
  });
});
