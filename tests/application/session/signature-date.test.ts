// The signature date: entering the page that holds the signature model fetches it in the claimant's
// culture into the model's signatureDate field, once per culture; other pages never ask; a failed call
// shows the catalogue message.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { REQUEST_FAILED_MESSAGE } from "../../../application/errors.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { useClaimsApiServer } from "../../support/msw/claims-api-server.ts";
import { clientIdOf, testSession } from "../../support/session-kit.ts";

const server = useClaimsApiServer();

const route = (path: string) => ({ path, query: {}, addressQuery: {} });

const CONFIG = [
  { metadataHash: "h-credentials", metadata: { dtoMapping: "credentials" }, fields: [{ key: "noticeId", label: "Notice ID" }] },
  { metadataHash: "h-claimant", metadata: { dtoMapping: "claimantInfo", page: "ClaimantInfo" }, fields: [{ key: "firstName" }] },
  { metadataHash: "h-signature", metadata: { dtoMapping: "signature", page: "ClaimSummary" }, fields: [{ key: "signature" }, { key: "signatureDate", control: "hidden" }] }
];

const signedIn = async () => {
  const asked: string[] = [];
  server.use(
    http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json(CONFIG)),
    http.get(claimsApiUrl("/api/signature-date"), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get("culture") ?? "");
      return HttpResponse.json({ signatureDate: "11/21/2026" });
    })
  );
  const { session } = testSession();
  await session.start();
  await session.enterRoute(route("/standard"));
  await session.editField(clientIdOf(session, "credentials"), "noticeId", "NWD-10000001");
  await session.proceed();
  return { session, asked };
};

const signatureOf = (session: ReturnType<typeof testSession>["session"]) =>
  session.getSnapshot().models?.saved.find((model) => model.metadata.dtoMapping === "signature")?.fields["signatureDate"];

describe("the signature date", () => {
  it("is fetched on entering the signature's page, in the claimant's culture, and written into the model", async () => {
    const { session, asked } = await signedIn();
    await session.enterRoute(route("/standard/claimant-info"));
    expect(asked).toEqual([]);
    await session.enterRoute(route("/standard/claim-summary"));
    expect(asked).toEqual(["en"]);
    expect(signatureOf(session)).toBe("11/21/2026");
    expect(session.getSnapshot().client.signature).toBe("11/21/2026");
    // Coming back (from a Change link) does not ask again; another culture does.
    await session.enterRoute(route("/standard/claimant-info"));
    await session.enterRoute(route("/standard/claim-summary"));
    expect(asked).toEqual(["en"]);
    await session.enterRoute({ ...route("/standard/claim-summary"), query: { culture: "es" } });
    expect(asked).toEqual(["en", "es"]);
    await session.dispose();
  });

  it("shows the catalogue message when the call fails, and the page still opens", async () => {
    const { session } = await signedIn();
    server.use(http.get(claimsApiUrl("/api/signature-date"), () => HttpResponse.json({}, { status: 500 })));
    expect(await session.enterRoute(route("/standard/claim-summary"))).toMatchObject({ kind: "proceed" });
    expect(session.getSnapshot().errorInfo).toMatchObject({ showError: true, message: REQUEST_FAILED_MESSAGE });
    expect(signatureOf(session)).toBeNull();
    await session.dispose();
  });
});
