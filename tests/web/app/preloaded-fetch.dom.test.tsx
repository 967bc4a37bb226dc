// The start-up calls the page answers itself: the server's start-up answers and the first render's cultures
// and content, each once; everything else (other addresses, other methods, a second call) reaches fetch.
import { afterEach, describe, expect, it } from "vitest";
import { INITIAL_CONTENT_ELEMENT_ID, STARTUP_ANSWERS_ELEMENT_ID } from "../../../domain/api/page-data-elements.ts";
import { preloadedFetch } from "../../../web/app/preloaded-fetch.ts";

const writeData = (elementId: string, json: string): void => {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = elementId;
  element.textContent = json;
  document.body.append(element);
};

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

afterEach(() => {
  document.getElementById(STARTUP_ANSWERS_ELEMENT_ID)?.remove();
  document.getElementById(INITIAL_CONTENT_ELEMENT_ID)?.remove();
});

describe("preloadedFetch", () => {
  it("answers a start-up call from the page once, then leaves the address to the server", async () => {
    writeData(STARTUP_ANSWERS_ELEMENT_ID, JSON.stringify({ "/api/deadlines": DEADLINES }));
    const { calls, fetch } = network();
    const preloaded = preloadedFetch(fetch, document);
    const first = await preloaded("/api/deadlines", { method: "GET" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toContain("application/json");
    expect(await first.json()).toEqual(DEADLINES);
    expect(calls).toEqual([]);
    expect((await preloaded("/api/deadlines", { method: "GET" })).status).toBe(418);
    expect(calls).toEqual(["GET /api/deadlines"]);
  });

  it("answers the cultures and the first render's content from the initial content, for its culture only", async () => {
    writeData(INITIAL_CONTENT_ELEMENT_ID, JSON.stringify({ culture: "es", cultures: { en: "English", es: "Español" }, content: CONTENT }));
    const { calls, fetch } = network();
    const preloaded = preloadedFetch(fetch, document);
    expect(await (await preloaded("/api/cultures", {})).json()).toEqual({ en: "English", es: "Español" });
    expect(await (await preloaded("/api/culture/content?culture=es", { method: "GET" })).json()).toEqual(CONTENT);
    await preloaded("/api/culture/content?culture=en", { method: "GET" });
    expect(calls).toEqual(["GET /api/culture/content?culture=en"]);
  });

  it("sends everything else to the server: other methods, other origins, addresses the page does not answer, unreadable data", async () => {
    writeData(STARTUP_ANSWERS_ELEMENT_ID, JSON.stringify({ "/api/deadlines": DEADLINES, "https://elsewhere.example/api/x": 1 }));
    const { calls, fetch } = network();
    const preloaded = preloadedFetch(fetch, document);
    await preloaded("/api/deadlines", { method: "POST" });
    await preloaded("https://elsewhere.example/api/deadlines", { method: "GET" });
    await preloaded("/api/csrf", { method: "GET" });
    expect(calls).toEqual(["POST /api/deadlines", "GET https://elsewhere.example/api/deadlines", "GET /api/csrf"]);
    document.getElementById(STARTUP_ANSWERS_ELEMENT_ID)?.remove();
    writeData(STARTUP_ANSWERS_ELEMENT_ID, "{not json");
    const unreadable = network();
    await preloadedFetch(unreadable.fetch, document)("/api/deadlines", { method: "GET" });
    expect(unreadable.calls).toEqual(["GET /api/deadlines"]);
  });
});
