// Keeps the last refusal the API answered one claimant (status, call and the answer's own words), or the last
// call that got no answer, so a failed claim can say what the server said; the session shows only the catalogue's message.
import { callKindOf, type FetchFunction } from "./call-latency.ts";

export interface RefusalLog {
  readonly fetch: FetchFunction;
  readonly last: () => string | null;
}

const MAX_WORDS = 300;

export const refusalLog = (fetch: FetchFunction): RefusalLog => {
  let last: string | null = null;
  return {
    fetch: async (input, init) => {
      const response = await fetch(input, init).catch((error: unknown) => {
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
        last = `${callKindOf(init.method ?? "GET", input)} got no answer (${error instanceof Error ? error.message : String(error)}${cause})`;
        throw error;
      });
      if (response.status >= 400) {
        const text = await response.clone().text().catch(() => "");
        last = `${callKindOf(init.method ?? "GET", input)} answered ${response.status}${text.trim() === "" ? "" : `: ${text.trim().slice(0, MAX_WORDS)}`}`;
      }
      return response;
    },
    last: () => last
  };
};
