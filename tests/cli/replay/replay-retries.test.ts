// Retries against a real server behind a proxy that drops the connection of the first submit after the server
// has answered it: the claim goes again under the same idempotency key and is filed once (the retry gets the
// first answer's reference code back); without retries the claim fails. A 4xx answer is never retried.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runReplayCommand } from "../../../cli/commands/replay.command.ts";
import { nodeFetch, replaySession } from "../../../cli/composition.ts";
import type { FetchFunction } from "../../../cli/replay/call-latency.ts";
import type { ReplayReport } from "../../../cli/replay/run-replay.ts";
import { KEY_IN_FLIGHT } from "../../../server/http/submission/submit-flow.ts";
import { captured, GOLDEN_CLAIMS, type ReplayServer, SERVER_START_TIMEOUT_MS, startReplayServer } from "../support/replay-server.ts";

interface SubmitSeen {
  readonly idempotencyKey: string | undefined;
  readonly answer: string;
  readonly dropped: boolean;
}

const HOP_HEADERS = new Set(["host", "connection", "content-length", "transfer-encoding", "keep-alive", "content-encoding"]);

const bodyOf = (request: IncomingMessage): Promise<Buffer> =>
  new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      done(Buffer.concat(chunks));
    });
    request.on("error", fail);
  });

/** Relays to the server; the first `drops` submits are answered by the server, then their connection is cut. */
const droppingProxy = (target: string, drops: number) => {
  const submits: SubmitSeen[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const headers = Object.entries(request.headers).flatMap(([name, value]) =>
        HOP_HEADERS.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]]
      );
      const method = request.method ?? "GET";
      const answer = await fetch(`${target}${request.url ?? "/"}`, { method, headers, ...(method === "GET" ? {} : { body: new Uint8Array(body) }) });
      const text = Buffer.from(await answer.arrayBuffer());
      if (method === "POST" && /^\/api\/forms\/[^/]+$/.test(request.url ?? "")) {
        const dropped = submits.filter((seen) => seen.dropped).length < drops;
        submits.push({ idempotencyKey: request.headers["idempotency-key"] as string | undefined, answer: text.toString(), dropped });
        if (dropped) {
          request.socket.destroy();
          return;
        }
      }
      const relayed: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== "set-cookie") relayed[name] = value;
      });
      relayed["set-cookie"] = answer.headers.getSetCookie();
      response.writeHead(answer.status, relayed);
      response.end(text);
    })();
  });
  return {
    submits,
    listen: () =>
      new Promise<string>((done) => {
        server.listen(0, "127.0.0.1", () => {
          const address = server.address();
          done(typeof address === "object" && address !== null ? `http://127.0.0.1:${address.port}` : "");
        });
      }),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          done();
        });
      })
  };
};

let server: ReplayServer;

beforeAll(async () => {
  server = await startReplayServer();
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server.close();
});

const replayThrough = async (api: string, file: string, retries: number, fetch: FetchFunction = nodeFetch) => {
  const stdout = captured();
  const code = await runReplayCommand(
    [join(GOLDEN_CLAIMS, file)],
    { api, retries, retryDelayMs: 20, report: "json", captchaToken: "replay-token" },
    { fetch, newSession: replaySession },
    { stdout: stdout.stream, stderr: captured().stream }
  );
  return { code, report: JSON.parse(stdout.text()) as ReplayReport };
};

describe("retries of requests that got no answer", () => {
  it("sends a dropped submit again under the same idempotency key, and the server files it once", async () => {
    const proxy = droppingProxy(server.url, 1);
    const api = await proxy.listen();
    const { code, report } = await replayThrough(api, "documents-upload-filed.json", 2);
    await proxy.close();
    expect(proxy.submits.map((seen) => seen.dropped)).toEqual([true, false]);
    const [first, second] = proxy.submits;
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    const filed = (JSON.parse(first?.answer ?? "{}") as { referenceCodeForm?: string }).referenceCodeForm;
    expect(filed).toMatch(/^[2-9A-Z]{10}$/);
    expect(report.results[0]).toMatchObject({ passed: true, referenceCode: filed });
    expect(report.retries).toBe(1);
    expect(code).toBe(0);
  });

  it("fails the claim when no retry is allowed", async () => {
    const proxy = droppingProxy(server.url, 1);
    const api = await proxy.listen();
    const { code, report } = await replayThrough(api, "documents-upload-filed.json", 0);
    await proxy.close();
    expect(proxy.submits).toHaveLength(1);
    const [result] = report.results;
    expect(result?.passed).toBe(false);
    expect(result?.expected).toMatch(/^submitted/);
    expect(result?.happened).toMatch(/^failed on page supportingDocuments: submit: noResponse; An error occured during your submission\..*; submit got no answer \(fetch failed: .+\)$/);
    expect(report.retries).toBe(0);
    expect(code).toBe(1);
  });

  it("never retries an answer, a refusal included", async () => {
    const { code, report } = await replayThrough(server.url, "standard-wrong-pin.json", 3);
    expect([code, report.retries, report.results[0]?.passed]).toEqual([0, 0, true]);
  });
});

describe("a server shedding load", () => {
  it("gets the shed submit again under the same key after its Retry-After, and the report counts the 503", async () => {
    const keys: (string | null)[] = [];
    let shed = 0;
    // The first submit is answered as a replica past its bound answers it, without reaching the server.
    const shedding: FetchFunction = async (input, init) => {
      if (init.method === "POST" && /\/api\/forms\/[^/]+$/.test(new URL(input).pathname)) {
        keys.push(new Headers(init.headers).get("idempotency-key"));
        if (shed === 0) {
          shed += 1;
          return Response.json({ submitted: false, error: "busy", retryAfterSeconds: 1 }, { status: 503, headers: { "retry-after": "1" } });
        }
      }
      return nodeFetch(input, init);
    };
    const { code, report } = await replayThrough(server.url, "documents-upload-filed.json", 0, shedding);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(report.results[0]).toMatchObject({ passed: true, referenceCode: expect.stringMatching(/^[2-9A-Z]{10}$/) as unknown });
    expect([report.busyAnswers, report.retries, code]).toEqual([1, 0, 0]);
  });

  it("waits out a 409 saying its Idempotency-Key is still being handled, then gets the answer under the same key", async () => {
    const keys: (string | null)[] = [];
    const inFlight: FetchFunction = async (input, init) => {
      if (init.method === "POST" && /\/api\/forms\/[^/]+$/.test(new URL(input).pathname)) {
        keys.push(new Headers(init.headers).get("idempotency-key"));
        if (keys.length === 1) return Response.json({ submitted: false, error: KEY_IN_FLIGHT }, { status: 409, headers: { "retry-after": "1" } });
      }
      return nodeFetch(input, init);
    };
    const { code, report } = await replayThrough(server.url, "documents-upload-filed.json", 3, inFlight);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(report.results[0]).toMatchObject({ passed: true, referenceCode: expect.stringMatching(/^[2-9A-Z]{10}$/) as unknown });
    // Waited out in the transport: the session never saw the 409.
    expect([report.waits.busy, report.waits.seconds, report.busyAnswers, report.retries, code]).toEqual([1, 1, 0, 0, 0]);
  });
});
