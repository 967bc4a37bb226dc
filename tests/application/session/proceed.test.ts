// The claimant's Next through the session: on the start page it authorizes first and moves on only once
// the credentials are accepted; elsewhere it validates the page and moves on.
import { Effect, Layer, Option } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { CaptchaFailed } from "../../../application/errors.ts";
import { Captcha } from "../../../application/ports/captcha.port.ts";
import { CAPTCHA_FAILED_ERROR } from "../../../application/use-cases/authorize.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";

const server = useClaimsApiServer();


const onStartPage = async () => {
  const { session } = testSession();
  await session.start();
  await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
  return session;
};

describe("proceed", () => {
  it("stays on the start page with its issues while the credentials are incomplete, without asking the server", async () => {
    let asked = 0;
    server.use(
      http.post(claimsApiUrl("/api/forms/standard/authorize"), () => {
        asked += 1;
        return HttpResponse.json({}, { status: 500 });
      })
    );
    const session = await onStartPage();
    const outcome = await session.proceed();
    expect(outcome).toMatchObject({ moved: false, refusal: null });
    expect(outcome.issues.map((found) => found.code)).toEqual(["required"]);
    expect(asked).toBe(0);
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard");
    await session.dispose();
  });

  it("says refused credentials were refused, and stays", async () => {
    server.use(http.post(claimsApiUrl("/api/forms/standard/authorize"), () => HttpResponse.json({ authorized: false, error: "no such notice", captcha: true, prepopulatedData: [] }, { status: 401 })));
    const session = await onStartPage();
    await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
    expect(await session.proceed()).toEqual({ moved: false, issues: [], refusal: "credentials" });
    expect(session.getSnapshot().authorized).toMatchObject({ Standard: false, errorMessage: "no such notice" });
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard");
    await session.dispose();
  });

  it("authorizes and moves on from the start page, then validates and moves on from the next", async () => {
    const session = await onStartPage();
    await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
    expect(await session.proceed()).toEqual({ moved: true, issues: [], refusal: null });
    expect(session.getSnapshot()).toMatchObject({ authorized: { Standard: true }, navigation: { page: { path: "/standard/claimant-info" } } });
    // This configuration's claimant information has no rule to fail, and nothing is authorized again.
    expect(await session.proceed()).toEqual({ moved: true, issues: [], refusal: null });
    expect(session.getSnapshot().navigation.page?.path).toBe("/standard/claim-details");
    await session.dispose();
  });

  it("on a one-page form (Lookup) authorizes, keeps what the answer found and stays", async () => {
    const { session } = testSession();
    await session.start();
    await session.enterRoute({ path: "/lookup", query: {}, addressQuery: {} });
    await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
    expect(await session.proceed()).toEqual({ moved: false, issues: [], refusal: null });
    expect(session.getSnapshot()).toMatchObject({
      authorized: { Lookup: true },
      prepopulated: { firstName: "Ada", mailingCountry: "US" },
      navigation: { page: { path: "/lookup" } }
    });
    await session.dispose();
  });

  it("says the captcha refused a challenge that ended without a token, and runs a new one when tried again", async () => {
    let attempts = 0;
    const captcha = Layer.succeed(Captcha, {
      configure: () => Effect.void,
      execute: Effect.suspend(() => {
        attempts += 1;
        return attempts === 1 ? Effect.fail(new CaptchaFailed({ code: "challenge-closed" })) : Effect.succeed(Option.some("token-2"));
      })
    });
    const { session } = testSession({ captcha, settings: { captchaEnabled: true } });
    await session.start();
    await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
    await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
    expect(await session.proceed()).toEqual({ moved: false, issues: [], refusal: "captcha" });
    expect(session.getSnapshot().authorized).toMatchObject({ Standard: false, errorMessage: CAPTCHA_FAILED_ERROR });
    expect(await session.proceed()).toEqual({ moved: true, issues: [], refusal: null });
    expect(attempts).toBe(2);
    await session.dispose();
  });

  it("tells a captcha answer the server refused from credentials it did not find", async () => {
    server.use(
      http.post(claimsApiUrl("/api/forms/standard/authorize"), () =>
        HttpResponse.json({ authorized: false, error: "The captcha answer was not accepted.", captcha: false }, { status: 400 })
      )
    );
    const session = await onStartPage();
    await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
    expect(await session.proceed()).toEqual({ moved: false, issues: [], refusal: "captcha" });
    await session.dispose();
  });

  it("keeps the address in the US when the site takes no international addresses, whatever was prepopulated", async () => {
    server.use(
      http.post(claimsApiUrl("/api/forms/standard/authorize"), () =>
        HttpResponse.json({ authorized: true, error: null, captcha: true, prepopulatedData: [{ fields: { FirstName: "Keisha", MailingCountry: "CA" } }] })
      )
    );
    for (const [international, country] of [[false, "US"], [true, "CA"]] as const) {
      const { session } = testSession({ settings: { internationalAddress: international } });
      await session.start();
      await session.enterRoute({ path: "/standard", query: {}, addressQuery: {} });
      await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000004");
      await session.proceed();
      const claimant = session.getSnapshot().models?.saved.find((model) => model.metadata.dtoMapping === "claimantInfo");
      expect(claimant?.fields).toMatchObject({ firstName: "Keisha", mailingCountry: country });
      await session.dispose();
    }
  });
});
