// Answers the site's start-up calls from what the server wrote into the page (server/site/static-site.ts):
// the start-up answers that are the same for every claimant, and the cultures and content of the first
// render. Each is used once, so a later call for the same address (a language change, a retry) goes to
// the server; every other call, and any call that is not a GET on this origin, goes to fetch as it was.
import { CLAIMS_API_PATHS } from "../../adapters/http/claims-api-paths.ts";
import type { FetchLike } from "../../adapters/http/fetch-like.ts";
import { readInitialContent } from "../../domain/api/initial-content.ts";
import { isJsonRecord } from "../../domain/api/json-record.ts";
import { INITIAL_CONTENT_ELEMENT_ID, STARTUP_ANSWERS_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";

const dataOf = (page: Document, elementId: string): unknown => {
  try {
    return JSON.parse(page.getElementById(elementId)?.textContent || "null");
  } catch {
    return null;
  }
};

/** The page's answers by address (path and query); none when the page carries none or they do not read. */
export const pageAnswers = (page: Document): Map<string, unknown> => {
  const answers = new Map<string, unknown>();
  const startup = dataOf(page, STARTUP_ANSWERS_ELEMENT_ID);
  if (isJsonRecord(startup)) for (const [path, body] of Object.entries(startup)) if (path.startsWith("/api/")) answers.set(path, body);
  const initial = readInitialContent(dataOf(page, INITIAL_CONTENT_ELEMENT_ID));
  if (initial !== null) {
    answers.set(CLAIMS_API_PATHS.cultures, initial.cultures);
    answers.set(CLAIMS_API_PATHS.content(initial.culture), initial.content);
  }
  return answers;
};

export const preloadedFetch = (fetch: FetchLike, page: Document): FetchLike => {
  const answers = pageAnswers(page);
  return (input, init) => {
    const url = new URL(input, page.baseURI);
    const address = `${url.pathname}${url.search}`;
    if ((init.method ?? "GET").toUpperCase() !== "GET" || url.origin !== new URL(page.baseURI).origin || !answers.has(address)) return fetch(input, init);
    const body = answers.get(address);
    answers.delete(address);
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json; charset=utf-8" } }));
  };
};
