// Who may call the admin API: only a request carrying a good administrator's token as a bearer header. No
// token, a malformed one, a wrong secret, a revoked administrator, or a claimant's cookies alone are all 401;
// wrong tokens lock the name they give; every call, let in or not, is one line of the security log with the
// administrator and the outcome, and every answer is no-store.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../../server/store/claim-store.port.ts";
import { buildTestApp, injectClient, openTestStore, STORE_START_TIMEOUT_MS } from "../../../support/server-kit.ts";
import { ADA, credentialsOf, testCase } from "../http-case.ts";
import { addAdministrator, adminCaller, logLines } from "./admin-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

const adminEvents = (log: ReturnType<typeof logLines>) => log.parsed().filter((line) => line["event"] === "admin");

describe("the admin API's door", () => {
  it("lets in a good token, and answers 401 to no token, a malformed one, a wrong secret, a revoked one and a claimant's cookies", async () => {
    const log = logLines();
    const { app } = buildTestApp({ store, claimsCase: testCase(), log: log.settings });
    const { name, token } = await addAdministrator(store);
    const revoked = await addAdministrator(store);
    expect(await store.administrators.revoke(revoked.name, new Date())).toBe(true);

    const good = await adminCaller(app, token).get("/admin/api/whoami");
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ administrator: name, caseName: "Test v. Case" });
    expect(good.headers["cache-control"]).toBe("no-store");

    const wrongSecret = `${name}.${"A".repeat(43)}`;
    const refusals = [
      await app.inject({ method: "GET", url: "/admin/api/whoami", remoteAddress: "127.0.0.9" }),
      await app.inject({ method: "GET", url: "/admin/api/whoami", remoteAddress: "127.0.0.9", headers: { authorization: `Basic ${token}` } }),
      await adminCaller(app, "not-a-token").get("/admin/api/whoami"),
      await adminCaller(app, wrongSecret).get("/admin/api/whoami"),
      await adminCaller(app, revoked.token).get("/admin/api/whoami")
    ];
    // A claimant signed in (CSRF and authorization cookies) has no way in either.
    const claimant = injectClient(app, "127.0.0.9");
    await claimant.loadCsrf();
    const authorized = await claimant.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: { credentials: { fields: credentialsOf(ADA) }, reCaptchaResponse: null } });
    expect(authorized.statusCode).toBe(200);
    refusals.push(await claimant.inject({ method: "GET", url: "/admin/api/whoami" }));
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(401);
      expect(refusal.headers["www-authenticate"]).toBe('Bearer realm="claims administration"');
      expect(refusal.headers["cache-control"]).toBe("no-store");
      expect(refusal.json<{ error: string }>().error).toMatch(/administrator's token/);
    }
    // An unknown admin address is refused the same way before it is said not to exist.
    expect((await app.inject({ method: "GET", url: "/admin/api/nothing-here" })).statusCode).toBe(401);
    expect((await adminCaller(app, token).get("/admin/api/nothing-here")).statusCode).toBe(404);

    const events = adminEvents(log);
    expect(events.map((event) => [event["administrator"], event["status"]])).toEqual([
      [name, 200],
      [null, 401],
      [null, 401],
      [null, 401],
      [null, 401],
      [null, 401],
      [null, 401],
      [null, 401],
      [name, 404]
    ]);
    expect(log.parsed().filter((line) => line["event"] === "adminRefused").map((line) => line["administrator"])).toEqual([name, revoked.name]);
    // The log never holds a token, a secret or a cookie.
    expect(log.text()).not.toContain(token.split(".")[1]);
    expect(log.text()).not.toContain("A".repeat(43));
    expect(log.text()).not.toMatch(/XSRF|authorization=/i);
    await app.close();
  });

  it("locks an administrator's name after five wrong tokens, even for the right one, until the lock runs out", async () => {
    const { app, clock } = buildTestApp({ store, claimsCase: testCase() });
    const { name, token } = await addAdministrator(store);
    const wrong = adminCaller(app, `${name}.${"B".repeat(43)}`, "127.0.0.10");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await wrong.get("/admin/api/whoami")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await adminCaller(app, token).get("/admin/api/whoami");
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    clock.advance(61_000);
    expect((await adminCaller(app, token).get("/admin/api/whoami")).statusCode).toBe(200);
    await app.close();
  });
});
