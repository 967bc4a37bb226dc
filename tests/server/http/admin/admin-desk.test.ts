// The desk's look-ups and changes through the admin API: a claim by reference code with its answers as the
// summary words them and its documents; the claims of a notice id; a document downloaded byte for byte as an
// attachment that is never sniffed and runs in a sandbox; counts per day in the case's zone with today's rate;
// a notice id's lock-out shown and undone, with a trace in the log.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../../server/store/claim-store.port.ts";
import { buildTestApp, injectClient, makeTestClock, openTestStore, STORE_START_TIMEOUT_MS } from "../../../support/server-kit.ts";
import { documentsClaimParts, FILES, receipt, standardClaimParts } from "../claim-body.ts";
import { ADA, credentialsOf, testCase } from "../http-case.ts";
import { submitBody, submitter } from "../submit-kit.ts";
import { addAdministrator, adminCaller, logLines } from "./admin-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

const sha256 = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

describe("the desk", () => {
  it("finds a claim by its reference code and by its notice id, with its answers and documents", async () => {
    const standard = await submitter(store);
    const standardCode = submitBody(await standard.submit("standard", standardClaimParts())).referenceCodeForm ?? "";
    const documents = await submitter(store, { authorized: ["documents-upload"] });
    const named = { ...receipt(2, FILES.png), name: 'scan "front" ✓.png' };
    const documentsCode = submitBody(await documents.submit("documents-upload", documentsClaimParts([receipt(1), named]))).referenceCodeForm ?? "";
    const { token } = await addAdministrator(store);
    const admin = adminCaller(standard.app, token);

    const view = await admin.get(`/admin/api/claims/${standardCode}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      referenceCode: standardCode,
      formType: "Standard",
      culture: "en",
      filedAt: "2026-11-21T09:00:00-08:00",
      documents: []
    });
    const pages = view.json<{ pages: { title: string; answers: { question: string; answer: string }[] }[] }>().pages;
    // Labels without content in the test case read as their keys, as the summary would show them.
    expect(pages.flatMap((page) => page.answers)).toEqual(
      expect.arrayContaining([
        { question: "firstName", answer: "Ada" },
        { question: "lastName", answer: "Lovelace" },
        { question: "signature", answer: "Ada Lovelace" }
      ])
    );

    const withDocuments = (await admin.get(`/admin/api/claims/${documentsCode}`)).json<{ documents: { number: number; name: string; mediaType: string; size: number; sha256: string }[] }>();
    expect(withDocuments.documents).toEqual([
      { number: 1, name: "receipt-1.pdf", mediaType: "application/pdf", size: FILES.pdf.length, sha256: sha256(FILES.pdf) },
      { number: 2, name: named.name, mediaType: "image/png", size: FILES.png.length, sha256: sha256(FILES.png) }
    ]);

    const byNotice = await admin.get(`/admin/api/claims?noticeId=${encodeURIComponent(" nwd-10000001 ")}`);
    expect(byNotice.statusCode).toBe(200);
    expect(byNotice.json<{ claims: { referenceCode: string }[] }>().claims.map((claim) => claim.referenceCode)).toEqual(expect.arrayContaining([standardCode, documentsCode]));
    expect((await admin.get("/admin/api/claims?noticeId=NWD-99999999")).json()).toEqual({ claims: [] });
    expect((await admin.get("/admin/api/claims")).statusCode).toBe(400);
    expect((await admin.get("/admin/api/claims/NOSUCHCODE")).statusCode).toBe(404);
    await Promise.all([standard.app.close(), documents.app.close()]);
  });

  it("gives a document as a sandboxed, never-sniffed attachment, byte for byte", async () => {
    const documents = await submitter(store, { authorized: ["documents-upload"] });
    const named = { ...receipt(2, FILES.png), name: 'scan "front" ✓.png' };
    const code = submitBody(await documents.submit("documents-upload", documentsClaimParts([receipt(1), named]))).referenceCodeForm ?? "";
    const { token } = await addAdministrator(store);
    const admin = adminCaller(documents.app, token);
    const first = await admin.get(`/admin/api/claims/${code}/documents/1`);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(Buffer.from(FILES.pdf))).toBe(true);
    expect(first.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="receipt-1.pdf"; filename*=UTF-8''receipt-1.pdf`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "no-store"
    });
    const second = await admin.get(`/admin/api/claims/${code}/documents/2`);
    expect(sha256(second.rawPayload)).toBe(sha256(FILES.png));
    expect(second.headers["content-disposition"]).toBe(`attachment; filename="scan _front_ _.png"; filename*=UTF-8''scan%20%22front%22%20%E2%9C%93.png`);
    for (const missing of ["3", "0", "-1", "x"]) expect((await admin.get(`/admin/api/claims/${code}/documents/${missing}`)).statusCode).toBe(404);
    await documents.app.close();
  });

  it("counts claims per day in the case's zone and form type, with today's rate, totals and drafts open", async () => {
    const clock = makeTestClock(new Date("2026-11-22T07:30:00Z"));
    const filing = await submitter(store, { clock });
    // 23:30 on the 21st in Los Angeles, then 00:30 on the 22nd: two days in the case's zone, one in UTC.
    clock.set(new Date("2026-11-22T07:30:00Z"));
    await filing.submit("standard", standardClaimParts());
    clock.set(new Date("2026-11-22T08:30:00Z"));
    await filing.submit("standard", standardClaimParts());
    await filing.submit("standard", standardClaimParts());
    clock.set(new Date("2026-11-22T10:30:00Z"));
    const { token } = await addAdministrator(store);
    const counts = await adminCaller(filing.app, token).get("/admin/api/counts?days=3");
    expect(counts.statusCode).toBe(200);
    const body = counts.json<{
      zone: string;
      days: { day: string; counts: Record<string, number> }[];
      today: { day: string; claims: number; perHour: number };
      totals: Record<string, number>;
      draftsOpen: Record<string, number>;
    }>();
    expect(body.zone).toBe("America/Los_Angeles");
    expect(body.days.map((day) => day.day)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(body.days[1]?.counts["Standard"]).toBeGreaterThanOrEqual(1);
    expect(body.days[2]?.counts).toEqual({ Standard: 2, Lookup: 0, Automotive: 0, DocumentsUpload: 0 });
    // Two claims in the two and a half hours since midnight in Los Angeles.
    expect(body.today).toEqual({ day: "2026-11-22", claims: 2, perHour: 0.8 });
    expect(body.totals["Standard"]).toBe(await store.desk.totals().then((totals) => totals.Standard));
    expect(body.draftsOpen).toEqual({ Standard: 0, Lookup: 0, Automotive: 0, DocumentsUpload: 0 });
    for (const bad of ["0", "367", "ten"]) expect((await adminCaller(filing.app, token).get(`/admin/api/counts?days=${bad}`)).statusCode).toBe(400);
    await filing.app.close();
  });

  it("shows a notice id's lock-out and undoes it, writing who did so to the log", async () => {
    const log = logLines();
    const { app } = buildTestApp({ store, claimsCase: testCase(), log: log.settings });
    const { name, token } = await addAdministrator(store);
    const admin = adminCaller(app, token);
    const wrong = { credentials: { fields: { ...credentialsOf(ADA), pin: "999999" } }, reCaptchaResponse: null };
    const claimant = injectClient(app, "127.0.0.20");
    await claimant.loadCsrf();
    for (let attempt = 0; attempt < 6; attempt += 1) await claimant.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: wrong });
    const shown = await admin.get(`/admin/api/lockouts?noticeId=${ADA.credentials["noticeId"] ?? ""}`);
    expect(shown.json()).toMatchObject({ failures: 6, locked: true, lockedUntil: expect.stringMatching(/^2026-11-21T09:01:00-08:00$/) as unknown });
    const right = { credentials: { fields: credentialsOf(ADA) }, reCaptchaResponse: null };
    expect((await claimant.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: right })).statusCode).toBe(429);
    const undone = await admin.call("DELETE", `/admin/api/lockouts?noticeId=${ADA.credentials["noticeId"] ?? ""}`);
    expect(undone.json()).toEqual({ unlocked: true, failures: 6 });
    expect((await admin.get(`/admin/api/lockouts?noticeId=${ADA.credentials["noticeId"] ?? ""}`)).json()).toEqual({ failures: 0, locked: false, lockedUntil: null });
    expect((await claimant.inject({ method: "POST", url: "/api/forms/standard/authorize", payload: right })).statusCode).toBe(200);
    const unlocked = log.parsed().find((line) => line["event"] === "noticeUnlocked");
    expect(unlocked).toMatchObject({ administrator: name, failures: 6, notice: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown });
    // The notice id itself is in no line of the log.
    expect(log.text()).not.toMatch(/NWD-10000001/i);
    await app.close();
  });
});
