import { describe, expect, it } from "vitest";
import { cookieJarFetch } from "../../../adapters/http/cookie-jar-fetch.ts";
import type { FetchLike } from "../../../adapters/http/fetch-like.ts";

/** A server stand-in: answers each call with the next set of Set-Cookie lines and records the Cookie it got. */
const server = (answers: readonly (readonly string[])[]) => {
  const received: (string | null)[] = [];
  let call = 0;
  const fetch: FetchLike = (_input, init) => {
    received.push(new Headers(init.headers).get("cookie"));
    const headers = new Headers();
    for (const line of answers[call] ?? []) headers.append("set-cookie", line);
    call += 1;
    return Promise.resolve(new Response(null, { status: 204, headers }));
  };
  return { fetch, received };
};

describe("cookieJarFetch", () => {
  it("sends back what the server set, and forgets what it expires", async () => {
    const site = server([
      ["claims-csrf=abc.sig; Path=/; HttpOnly; SameSite=Strict", "claims-auth-standard=m1.sig; Max-Age=1800; Path=/"],
      ["claims-auth-standard=; Max-Age=0; Path=/"],
      ["claims-csrf=def.sig; Expires=Thu, 01 Jan 1970 00:00:00 GMT", "lang=es"],
      []
    ]);
    const fetch = cookieJarFetch(site.fetch);
    await fetch("http://claims.test/api/csrf", { method: "GET", headers: { accept: "application/json" } });
    await fetch("http://claims.test/api/session-timeout", { method: "POST" });
    await fetch("http://claims.test/api/culture/set-language", { method: "GET" });
    await fetch("http://claims.test/api/csrf", { method: "GET" });
    expect(site.received).toEqual([null, "claims-csrf=abc.sig; claims-auth-standard=m1.sig", "claims-csrf=abc.sig", "lang=es"]);
  });

  it("keeps the caller's own headers and ignores nameless cookies", async () => {
    const site = server([["=novalue", "bad"], []]);
    const fetch = cookieJarFetch(site.fetch);
    await fetch("http://claims.test/a", { method: "GET" });
    await fetch("http://claims.test/b", { method: "GET", headers: { "x-xsrf-token": "t" } });
    expect(site.received).toEqual([null, null]);
  });
});
