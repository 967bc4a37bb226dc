// Files a Standard claim headlessly through the ClaimSession, the real HTTP adapter and MSW standing in
// for the claims API: start-up, the route guard, authorize, every page, submit and the reference code.
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { claimsApiUrl, TEST_CSRF_TOKEN } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, countingCaptchaLayer, testSession } from "../../support/session-kit.ts";
import { standardClaimConfig } from "../../support/standard-claim-config.ts";

const server = useClaimsApiServer();
const submitted: { form: FormData; headers: Headers }[] = [];
const newSession = (now?: number) => testSession({ captcha: countingCaptchaLayer(), ...(now === undefined ? {} : { now }) }).session;

afterEach(() => {
  submitted.length = 0;
});

const useStandardConfig = () => {
  server.use(
    // Another form type's models come in the same configuration; a Standard claim must not carry them.
    http.get(claimsApiUrl("/api/forms/config"), () =>
      HttpResponse.json([
        ...standardClaimConfig(),
        { metadataHash: "auto-signature", metadata: { dtoMapping: "signature", formType: "Automotive", page: "ClaimSummary" }, fields: [{ key: "signature" }] }
      ])
    ),
    http.post(claimsApiUrl("/api/forms/standard"), async ({ request }) => {
      submitted.push({ form: await request.clone().formData(), headers: request.headers });
      return undefined;
    })
  );
};

/** A DTO part of the multipart body, parsed. */
const part = (form: FormData, name: string): { clientId: string; fields: Record<string, unknown> } => {
  const value = form.get(name);
  if (typeof value !== "string") throw new Error(`no ${name} part`);
  return JSON.parse(value) as { clientId: string; fields: Record<string, unknown> };
};

const pagePath = (session: ClaimSession) => session.getSnapshot().navigation.page?.path;

describe("filing a Standard claim headlessly", () => {
  it("goes from start-up to the reference code", async () => {
    useStandardConfig();
    const session = newSession();
    await session.start({ fromQuery: "en" });
    // Start-up does not wait for the token; it lands meanwhile.
    await vi.waitFor(() => {
      expect(session.getSnapshot().csrf).toEqual(TEST_CSRF_TOKEN);
    });
    const started = session.getSnapshot();
    expect(started).toMatchObject({ started: true, culture: "en", csrf: TEST_CSRF_TOKEN });
    expect(started.captcha.enabled).toBe(true);
    expect(started.models?.saved.map((m) => m.metadata.dtoMapping)).toEqual(["credentials", "claimantInfo", "claimDetails", "signature", "signature"]);
    expect(started.errorInfo.showError).toBe(false);

    expect(await session.guardRoute({ path: "/standard", query: {}, addressQuery: {} })).toMatchObject({ kind: "proceed", formType: "Standard" });
    await session.initializeForm("Standard");
    expect(pagePath(session)).toBe("/standard");

    const credentials = clientIdOf(session, "credentials");
    const refused = await session.authorize("Standard");
    expect(refused.authorized).toBe(false);
    expect(refused.issues.map((found) => [found.path[1], found.code])).toEqual([
      ["noticeId", "required"],
      ["pin", "required"]
    ]);

    await session.editField(credentials, "noticeId", "NWD-10000001");
    await session.editField(credentials, "pin", "482913");
    const authorized = await session.authorize("Standard");
    expect(authorized).toEqual({ authorized: true, issues: [], error: null, refusal: null });
    const claimant = clientIdOf(session, "claimantInfo");
    const prefilled = session.getSnapshot().models?.saved.find((m) => m.clientId === claimant);
    expect(prefilled?.fields).toMatchObject({ firstName: "Ada", mailingCountry: "US" });

    expect((await session.next()).moved).toBe(true);
    expect(pagePath(session)).toBe("/standard/claimant-info");
    expect(await session.guardRoute({ path: "/standard/claimant-info", query: {}, addressQuery: {} })).toMatchObject({ kind: "proceed" });

    const blocked = await session.next();
    expect(blocked.moved).toBe(false);
    expect(blocked.issues.map((found) => [found.path[1], found.code])).toEqual([["lastName", "required"]]);
    expect(session.getSnapshot().pageIssues).toEqual(blocked.issues);
    await session.editField(claimant, "lastName", "Lovelace");
    await session.editField(claimant, "email", "ada@example.org");
    expect((await session.next()).moved).toBe(true);

    const details = clientIdOf(session, "claimDetails");
    await session.editField(details, "purchaseDate", "11/22/2026");
    await session.editField(details, "units", "3");
    expect((await session.next()).issues.map((found) => found.code)).toEqual(["preventFutureDate"]);
    await session.editField(details, "purchaseDate", "11/21/2026");
    expect((await session.next()).moved).toBe(true);
    expect(pagePath(session)).toBe("/standard/claim-summary");

    await session.editField(clientIdOf(session, "signature"), "signature", "Ada Lovelace");
    const result = await session.submit();
    expect(result).toMatchObject({ submitted: true, outcome: { type: "submitted", referenceCode: "REF-000001" } });
    const done = session.getSnapshot();
    expect(done.referenceCodes).toEqual({ Standard: "REF-000001" });
    expect(done.client.isSubmitting).toBe(false);
    expect(pagePath(session)).toBe("/standard/confirmation");

    expect(submitted).toHaveLength(1);
    const [{ form, headers }] = submitted as [(typeof submitted)[number]];
    expect(headers.get(TEST_CSRF_TOKEN.requestHeaderName)).toBe(TEST_CSRF_TOKEN.requestToken);
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    // The authorize challenge gave token-1; submit runs its own and sends the one before as captchaRawValue.
    expect(form.get("reCaptchaResponse")).toBe("token-2");
    expect(form.get("captchaRawValue")).toBe("token-1");
    expect(form.get("userPreferredCulture")).toBe("en");
    expect(part(form, "claimantInfo")).toMatchObject({
      clientId: claimant,
      fields: { firstName: "Ada", lastName: "Lovelace", mailingCountry: "US", email: "ada@example.org" }
    });
    expect(part(form, "claimDetails").fields).toEqual({ purchaseDate: "11/21/2026", units: "3" });
    expect(part(form, "credentials").fields).toEqual({ noticeId: "NWD-10000001", pin: "482913" });
    expect(part(form, "signature").fields).toEqual({ signature: "Ada Lovelace" });
    await session.dispose();
  });

  it("sends the claimant to the deadline page once the filing deadline has passed", async () => {
    server.use(
      http.get(claimsApiUrl("/api/deadlines"), () =>
        HttpResponse.json({ deadlines: { claimFilingDeadline: { timeZone: "Pacific", deadline: "11/20/2026 11:59:59 PM" } } })
      )
    );
    const session = newSession();
    await session.start();
    const decision = await session.guardRoute({ path: "/standard", query: {}, addressQuery: {} });
    expect(decision).toMatchObject({ kind: "redirect", reason: "deadlinePassed", to: "/deadline?culture=en", external: false });
    const open = newSession(Date.parse("2026-11-21T07:59:59Z"));
    await open.start();
    expect(await open.guardRoute({ path: "/standard", query: {}, addressQuery: {} })).toMatchObject({ kind: "proceed" });
    await Promise.all([session.dispose(), open.dispose()]);
  });

  it("sends the claimant to session-expired without authorization", async () => {
    useStandardConfig();
    const session = newSession();
    await session.start({ fromQuery: "es" });
    await session.initializeForm("Standard");
    const decision = await session.guardRoute({ path: "/standard/claim-details", query: {}, addressQuery: { culture: "es" } });
    expect(decision).toEqual({
      kind: "redirect",
      reason: "notAuthorized",
      to: "/session-expired?form=standard&culture=es",
      replace: true,
      external: false,
      culture: "es"
    });
    expect(session.getSnapshot().navigation.activeForm).toBeNull();
    await session.dispose();
  });
});
