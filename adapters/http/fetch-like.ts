// The one thing the HTTP adapter needs from its host: a fetch-shaped function. The browser passes
// window.fetch, the command line Node's global fetch; tests pass a fake. The adapter never reaches for a global.
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
