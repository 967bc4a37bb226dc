// The server on a real socket: what the HTTP parser refuses (oversized headers, bytes that are not
// HTTP), an address the router cannot read, an Expect it cannot meet and a call the API does not have are
// still answered in JSON with the security headers and no-store, an upload cut off by its client files
// nothing and leaves the server answering, and an oversized upload is refused to a real client.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { CONTENT_SECURITY_POLICY } from "../../../server/http/security-headers.ts";
import { listenOnLoopback, openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { BOUNDARY, documentsClaimParts, multipartPayload, receipt, sizedPdf } from "./claim-body.ts";
import { freshKey, type Submitter, submitter } from "./submit-kit.ts";

let store: ClaimStore;
let claimant: Submitter;
let baseUrl: string;

beforeAll(async () => {
  store = await openTestStore();
  claimant = await submitter(store, { authorized: ["documents-upload"] });
  baseUrl = await listenOnLoopback(claimant.app);
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await claimant.app.close();
  await store.close();
});

/** Writes raw bytes to the server and reads everything it answers until it closes the connection. */
const exchangeRaw = (chunks: readonly (string | Buffer)[], endAfter = true): Promise<string> =>
  new Promise((resolve, reject) => {
    const { port } = new URL(baseUrl);
    const socket = connect(Number(port), "127.0.0.1");
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      resolve(Buffer.concat(received).toString("utf8"));
    });
    socket.on("connect", () => {
      for (const chunk of chunks) socket.write(chunk);
      if (endAfter) socket.end();
      else socket.destroy();
    });
  });

const cookieHeader = (): string => [...claimant.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

const csrfToken = async (): Promise<string> => claimant.client.loadCsrf();

describe("messages the HTTP parser refuses", () => {
  it("answers oversized headers with a JSON 431 carrying the security headers", async () => {
    const answer = await exchangeRaw([`GET /api/cultures HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`]);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain(`content-security-policy: ${CONTENT_SECURITY_POLICY}`);
    expect(answer).toMatch(/\r\n\r\n\{"error":"The request headers are larger than the server accepts\."\}$/);
  });

  it("answers bytes that are not HTTP with a JSON 400", async () => {
    const answer = await exchangeRaw(["HELLO THERE\r\n\r\n"]);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"error":"The request is not valid HTTP."}');
  });
});

describe("answers made before any route runs", () => {
  it("carry the security headers and no-store: an address that does not decode, an Expect not met, an unknown API call", async () => {
    const answers = [
      await exchangeRaw(["GET /% HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"]),
      await exchangeRaw(["GET /api/%zz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"]),
      await exchangeRaw(["POST /api/forms/standard HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"]),
      await exchangeRaw(["GET /api/nothing-here HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"])
    ];
    expect(answers.map((answer) => answer.slice(0, 12))).toEqual(["HTTP/1.1 400", "HTTP/1.1 400", "HTTP/1.1 417", "HTTP/1.1 404"]);
    for (const answer of answers) {
      const head = answer.slice(0, answer.indexOf("\r\n\r\n")).toLowerCase();
      expect(head).toContain(`content-security-policy: ${CONTENT_SECURITY_POLICY.toLowerCase()}`);
      expect(head).toContain("x-content-type-options: nosniff");
      expect(head).toContain("cache-control: no-store");
      expect(answer).toMatch(/\r\n\r\n\{"error":"[^"]+"\}$/);
    }
  });
});

describe("uploads on a real connection", () => {
  it("files nothing for an upload its client abandons half-way, and goes on answering", async () => {
    const token = await csrfToken();
    const body = multipartPayload(documentsClaimParts([{ ...receipt(1), bytes: sizedPdf(40 * 1024) }]));
    const head = [
      "POST /api/forms/documents-upload HTTP/1.1",
      "Host: 127.0.0.1",
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${body.length}`,
      `Idempotency-Key: ${freshKey()}`,
      `X-XSRF-TOKEN: ${token}`,
      `Cookie: ${cookieHeader()}`,
      "",
      ""
    ].join("\r\n");
    const before = await store.countClaims();
    await exchangeRaw([head, body.subarray(0, body.length / 2)], false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await store.countClaims()).toBe(before);
    const after = await fetch(`${baseUrl}/api/cultures`);
    expect(after.status).toBe(200);
  });

  it.each([
    ["a file read until it passes the per-file limit", 100 * 1024, /The file "documentContexts_00000001" is larger than 64 KB/],
    ["a body declared larger than a claim may be", 2 * 1024 * 1024, /The upload is larger than the 160 KB/]
  ])("answers a real client's oversized upload with a 413: %s", async (_name, size, error) => {
    const token = await csrfToken();
    const form = new FormData();
    form.append("userPreferredCulture", "en");
    form.append("documents", new Blob([sizedPdf(size)]), "documentContexts_00000001");
    const before = await store.countClaims();
    const response = await fetch(`${baseUrl}/api/forms/documents-upload`, {
      method: "POST",
      headers: { "X-XSRF-TOKEN": token, cookie: cookieHeader(), "Idempotency-Key": freshKey() },
      body: form
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ submitted: false, error: expect.stringMatching(error) as unknown });
    expect(await store.countClaims()).toBe(before);
  });
});
