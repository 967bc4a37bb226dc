// 1,000 generated malformed requests, sent as raw bytes over TCP to the composed server (the demo
// case on PGlite, as `npm start` runs it): none is answered with a 5xx, and the server still answers after.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../server/settings/server-settings.ts";
import { type RunningServer, startServer } from "../../../server/start.ts";

let dataDir: string;
let server: RunningServer;
let port: number;
/** A real anti-forgery token and cookies (CSRF and Standard authorization), so requests get past the first checks. */
let session: { token: string; cookies: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "malformed-"));
  // A built site to serve page addresses from, as `npm start` has one.
  const siteDir = join(dataDir, "site");
  await mkdir(siteDir);
  await writeFile(join(siteDir, "index.html"), "<!doctype html><html><head><title>Claims</title></head><body></body></html>");
  server = await startServer({ ...DEFAULT_SETTINGS, port: 0, dataDir, siteDir, cookieSecret: "m".repeat(40), logLevel: "silent" });
  port = Number(new URL(server.url).port);
  const csrf = await fetch(`${server.url}/api/csrf`);
  const { requestToken } = (await csrf.json()) as { requestToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const authorize = await fetch(`${server.url}/api/forms/standard/authorize`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": requestToken, cookie: csrfCookie },
    body: JSON.stringify({ credentials: { fields: { noticeId: "NWD-10000001", pin: "482913" } }, reCaptchaResponse: null })
  });
  expect(authorize.status).toBe(200);
  session = { token: requestToken, cookies: [csrfCookie, ...authorize.headers.getSetCookie().map((line) => line.split(";")[0])].join("; ") };
}, 60_000);

afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sends the bytes, half-closes, and gives the status of the answer (null when the server just closed). */
const exchange = (bytes: Uint8Array): Promise<number | null> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("no answer within 5 s"));
    }, 5_000);
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1];
      resolve(status === undefined ? null : Number(status));
    });
    socket.end(Buffer.from(bytes));
  });

const PATHS = [
  "/api/csrf",
  "/api/forms/standard/authorize",
  "/api/forms/standard",
  "/api/forms/documents-upload",
  "/api/telemetry/tracking",
  "/api/session-timeout",
  "/api/culture/content?culture=",
  "/api/signature-date?culture=",
  "/standard/claimant-info",
  "/"
];

const token = fc.string({ unit: fc.constantFrom(..."abcXYZ09-_.~%/?&=;:@\"<>\\ \t\u0000\u00ff"), maxLength: 40 });
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const BOUNDARY = "----claims";
const part = (name: string, value: string, filename?: string): string =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? "" : `; filename="${filename}"`}\r\n\r\n${value}\r\n`;

interface Request {
  readonly line: string;
  readonly headers: readonly string[];
  readonly body: Uint8Array;
  /** Declared minus actual body length: negative sends more than declared, positive leaves the body short. */
  readonly lengthDelta: number;
}

/** A request as a claimant's browser would send it to one of the calls, before anything is broken. */
const wellFormed = fc.record({
  method: fc.constantFrom("GET", "POST"),
  path: fc.constantFrom(...PATHS),
  contentType: fc.constantFrom("application/json", `multipart/form-data; boundary=${BOUNDARY}`),
  withSession: fc.boolean(),
  body: fc.constant(utf8("{}"))
});

/** One defect each: the body, its type, its length, a header, the request line, or nothing HTTP at all. */
const defect = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => (request: Request): Request => ({ ...request, body: bytes })),
  fc.jsonValue().map((value) => (request: Request): Request => ({ ...request, body: utf8(JSON.stringify(value)) })),
  fc
    .array(fc.tuple(fc.constantFrom("signature", "claimantInfo", "credentials", "documents", "reCaptchaResponse", "x"), fc.string({ maxLength: 60 }), fc.option(fc.string({ maxLength: 20 }), { nil: undefined })), { maxLength: 6 })
    .chain((parts) => fc.boolean().map((closed) => ({ parts, closed })))
    .map(({ parts, closed }) => (request: Request): Request => ({
      ...request,
      headers: [...request.headers.filter((line) => !line.startsWith("Content-Type")), `Content-Type: multipart/form-data; boundary=${BOUNDARY}`],
      body: utf8(parts.map(([name, value, filename]) => part(name, value, filename)).join("") + (closed ? `--${BOUNDARY}--\r\n` : ""))
    })),
  fc.constantFrom("text/plain", "multipart/form-data", "multipart/form-data; boundary=", "application/x-www-form-urlencoded", "application/json; charset=utf-7", "garbage", "")
    .map((type) => (request: Request): Request => ({ ...request, headers: [...request.headers.filter((line) => !line.startsWith("Content-Type")), `Content-Type: ${type}`] })),
  fc.integer({ min: -40, max: 40 }).map((lengthDelta) => (request: Request): Request => ({ ...request, lengthDelta })),
  fc.tuple(token, token).map(([name, value]) => (request: Request): Request => ({ ...request, headers: [...request.headers, `${name}: ${value}`] })),
  token.map((key) => (request: Request): Request => ({ ...request, headers: [...request.headers, `Idempotency-Key: ${key}`] })),
  fc.integer({ min: 20_000, max: 80_000 }).map((size) => (request: Request): Request => ({ ...request, headers: [...request.headers, `X-Padding: ${"a".repeat(size)}`] })),
  fc.tuple(fc.constantFrom("PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "G E T", "POST\u0000", ""), token, fc.constantFrom("HTTP/1.1", "HTTP/1.0", "HTTP/9.9", "HTTX/1.1", ""))
    .map(([method, suffix, version]) => (request: Request): Request => ({ ...request, line: `${method} ${request.line.split(" ")[1] ?? "/"}${suffix} ${version}` })),
  fc.uint8Array({ minLength: 1, maxLength: 512 }).map((bytes) => (): Request => ({ line: "", headers: [], body: bytes, lengthDelta: 0 }))
);

const encode = (request: Request): Uint8Array => {
  if (request.line === "") return request.body;
  const length = Math.max(0, request.body.length + request.lengthDelta);
  const head = [request.line, ...request.headers, `Content-Length: ${length}`, "Connection: close"].join("\r\n");
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, "latin1"), Buffer.from(request.body)]);
};

const malformedRequest = fc.tuple(wellFormed, defect).map(([base, breakIt]) =>
  encode(
    breakIt({
      line: `${base.method} ${base.path} HTTP/1.1`,
      headers: [
        "Host: 127.0.0.1",
        `Content-Type: ${base.contentType}`,
        ...(base.withSession ? [`X-XSRF-TOKEN: ${session.token}`, `Cookie: ${session.cookies}`] : []),
        "Idempotency-Key: fuzz-0001"
      ],
      body: base.body,
      lengthDelta: 0
    })
  )
);

describe("malformed requests to a listening server", () => {
  it("are never answered with a 5xx, and the server keeps answering", async () => {
    const statuses = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(malformedRequest, async (request) => {
        const status = await exchange(request);
        const key = status === null ? "closed" : String(status);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        expect(status === null || status < 500, `answered ${String(status)}`).toBe(true);
      }),
      { numRuns: 1000 }
    );
    console.info(`1,000 malformed requests answered: ${[...statuses].map(([status, count]) => `${status} x${count}`).join(", ")}`);
    const after = await fetch(`${server.url}/api/csrf`);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ requestHeaderName: "X-XSRF-TOKEN" });
  }, 300_000);
});
