// The start-up answers written into the page: exactly what the API's own routes answer, for each start-up
// call but the CSRF token and the content; a route that answers otherwise than 200 with JSON is left out.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startupAnswers, startupPaths } from "../../../server/site/startup-answers.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { testCase } from "../http/http-case.ts";
import { buildTestApp, openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

describe("startupAnswers", () => {
  it("gives every start-up call's answer as the API gives it", async () => {
    const claimsCase = testCase({ site: { walletSettingsSegment: "venmo-settings" } });
    const { app } = buildTestApp({ store, claimsCase });
    const paths = startupPaths(claimsCase.site.walletSettingsSegment);
    expect(paths).toEqual(["/api/deadlines", "/api/captcha", "/api/banking/venmo-settings", "/api/forms/config", "/api/characters-whitelist"]);
    const answers = await startupAnswers(app, paths);
    expect(Object.keys(answers)).toEqual(paths);
    for (const path of paths) expect(answers[path]).toEqual((await app.inject(path)).json());
    expect(answers["/api/banking/venmo-settings"]).toEqual(claimsCase.site.wallet);
    await app.close();
  });

  it("leaves out an answer that is not 200 with JSON, so the site asks for it itself", async () => {
    const app = Fastify();
    app.get("/api/json", () => ({ ok: true }));
    app.get("/api/refused", (_request, reply) => reply.code(403).send({ error: "no" }));
    app.get("/api/text", (_request, reply) => reply.type("text/plain").send("plain"));
    expect(await startupAnswers(app, ["/api/json", "/api/refused", "/api/text", "/api/missing"])).toEqual({ "/api/json": { ok: true } });
    await app.close();
  });
});
