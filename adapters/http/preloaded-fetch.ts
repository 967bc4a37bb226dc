// A fetch that answers the site's start-up calls from what the server wrote into the page (server/site/):
// the start-up answers every claimant gets, and the cultures and content of the first render. Each is used
// once, so a later call for the same address (a language change, a retry) goes to the server; every other
// call, and any call that is not a GET of that very address, goes to fetch as it was. In the browser each
// answer comes after a turn of its own (`turn`): given all at once, they were all read and decoded in one
// task that held a phone's main thread (the model configuration the largest part of it).
import { isJsonRecord } from "../../domain/api/json-record.ts";
import type { PageAnswers } from "../../domain/api/page-answers.ts";
import { CLAIMS_API_PATHS } from "./claims-api-paths.ts";
import type { FetchLike } from "./fetch-like.ts";

/** The page's answers by the address the adapter asks for (path and query on the page's own origin). */
export const answersByAddress = (page: PageAnswers): Map<string, unknown> => {
  const answers = new Map<string, unknown>();
  if (isJsonRecord(page.startup)) for (const [path, body] of Object.entries(page.startup)) if (path.startsWith("/api/")) answers.set(path, body);
  const initial = page.initialContent;
  if (initial !== null) {
    answers.set(CLAIMS_API_PATHS.cultures, initial.cultures);
    answers.set(CLAIMS_API_PATHS.content(initial.culture), initial.content);
  }
  return answers;
};

/** Waits for the page's next turn (a later task); each answer waits for one after the one before it. */
export type PageTurn = () => Promise<void>;

export const preloadedFetch = (fetch: FetchLike, page: PageAnswers, turn?: PageTurn): FetchLike => {
  const answers = answersByAddress(page);
  let lastTurn: Promise<void> = Promise.resolve();
  return (input, init) => {
    if ((init.method ?? "GET").toUpperCase() !== "GET" || !answers.has(input)) return fetch(input, init);
    const body = answers.get(input);
    answers.delete(input);
    const answer = () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json; charset=utf-8" } });
    if (turn === undefined) return Promise.resolve(answer());
    lastTurn = lastTurn.then(turn);
    return lastTurn.then(answer);
  };
};
