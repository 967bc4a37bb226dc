// The start-up calls the page answers itself: the server's start-up answers and the first render's cultures
// and content, each once; everything else (other addresses, other methods, a second call) reaches fetch.
import { describe, expect, it } from "vitest";
import type { PageAnswers } from "../../../domain/api/page-answers.ts";
import { preloadedFetch } from "../../../adapters/http/preloaded-fetch.ts";

const DEADLINES = { deadlines: { globalDeadline: { deadline: "12/31/2099", timeZone: "America/Los_Angeles" } } };
const CONTENT = [{ key: "LocKey_Nav_Home", value: "Inicio" }];

/** A fetch that answers 418 and remembers what reached it. */
const network = () => {
  const calls: string[] = [];
  const fetch = (input: string, init: RequestInit): Promise<Response> => {
    calls.push(`${init.method ?? "GET"} ${input}`);
    return Promise.resolve(new Response("{}", { status: 418 }));
  };
  return { calls, fetch };
};

const page = (startup: unknown, initialContent: PageAnswers["initialContent"] = null): PageAnswers => ({ startup, initialContent, deadlineMoments: {} });

describe("preloadedFetch", () => {
  it("answers a start-up call from the page once, then leaves the address to the server", async () => {
    const { calls, fetch } = network();
    const preloaded = preloadedFetch(fetch, page({ "/api/deadlines": DEADLINES }));
    const first = await preloaded("/api/deadlines", { method: "GET" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("application/json");
    expect(await first.json()).toEqual(DEADLINES);
    expect(calls).toEqual([]);
    expect((await preloaded("/api/deadlines", { method: "GET" })).status).toBe(418);
    expect(calls).toEqual(["GET /api/deadlines"]);
  });

  it("answers the cultures and the first render's content from the initial content, for its culture only", async () => {
    const { calls, fetch } = network();
    const preloaded = preloadedFetch(fetch, page(null, { culture: "es", cultures: { en: "English", es: "Español" }, content: CONTENT }));
    expect(await (await preloaded("/api/cultures", {})).json()).toEqual({ en: "English", es: "Español" });
    expect(await (await preloaded("/api/culture/content?culture=es", { method: "GET" })).json()).toEqual(CONTENT);
    await preloaded("/api/culture/content?culture=en", { method: "GET" });
    expect(calls).toEqual(["GET /api/culture/content?culture=en"]);
  });

  it("sends everything else to the server: other methods, other origins, addresses the page does not answer, data of no shape", async () => {
    const { calls, fetch } = network();
    const preloaded = preloadedFetch(fetch, page({ "/api/deadlines": DEADLINES, "https://elsewhere.example/api/x": 1 }));
    await preloaded("/api/deadlines", { method: "POST" });
    await preloaded("https://elsewhere.example/api/deadlines", { method: "GET" });
    await preloaded("https://elsewhere.example/api/x", { method: "GET" });
    await preloaded("/api/csrf", { method: "GET" });
    expect(calls).toEqual(["POST /api/deadlines", "GET https://elsewhere.example/api/deadlines", "GET https://elsewhere.example/api/x", "GET /api/csrf"]);
    const unreadable = network();
    await preloadedFetch(unreadable.fetch, page(["/api/deadlines"]))("/api/deadlines", { method: "GET" });
    expect(unreadable.calls).toEqual(["GET /api/deadlines"]);
  });

  it("given a page turn, answers each call after a turn of its own, one after the other, in the order asked", async () => {
    const { fetch } = network();
    const turns: (() => void)[] = [];
    const turn = () =>
      new Promise<void>((resolve) => {
        turns.push(resolve);
      });
    const preloaded = preloadedFetch(fetch, page({ "/api/deadlines": DEADLINES, "/api/captcha": { provider: null } }), turn);
    const answered: string[] = [];
    const deadlines = preloaded("/api/deadlines", { method: "GET" }).then(() => answered.push("deadlines"));
    const captcha = preloaded("/api/captcha", { method: "GET" }).then(() => answered.push("captcha"));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(answered).toEqual([]);
    expect(turns).toHaveLength(1);

    turns[0]!();
    await deadlines;
    await settle();
    expect(answered).toEqual(["deadlines"]);
    expect(turns).toHaveLength(2);

    turns[1]!();
    await captcha;
    expect(answered).toEqual(["deadlines", "captcha"]);
  });
});
