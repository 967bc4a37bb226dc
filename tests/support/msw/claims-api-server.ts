// One MSW server per test file answering as a healthy claims API (claimsApiHandlers), after any handlers
// the file puts first; a test overrides a call with server.use(...), and an unhandled request fails it. Each
// test starts with the fake API's state (authorizations, drafts, reference codes) fresh.
import { type HttpHandler } from "msw";
import { type SetupServer, setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { claimsApiHandlers } from "./claims-api-handlers.ts";

export const useClaimsApiServer = (...first: readonly HttpHandler[]): SetupServer => {
  const server = setupServer(...first, ...claimsApiHandlers());
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
  });
  afterEach(() => {
    // A fresh fake API per test: no authorization, draft or reference code carries over to the next test.
    server.resetHandlers(...first, ...claimsApiHandlers());
    server.events.removeAllListeners();
  });
  afterAll(() => {
    server.close();
  });
  return server;
};
