// The rehearsal's fetch on undici's request API gives what Node's fetch gives, against a real HTTP server:
// the status, every Set-Cookie, the body sent and answered byte for byte, no body for a 204, a multipart
// FormData body sent whole (through Node's fetch), and a deadline that passes as a TimeoutError.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "undici";
import { requestFetch } from "../../cli/request-fetch.ts";

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

let server: Server;
let base = "";
const agent = new Agent();
const fetch = requestFetch(agent);

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      if (request.url === "/cookies") {
        response.setHeader("set-cookie", ["a=1; Path=/; HttpOnly", "b=2; Path=/"]);
        response.end(JSON.stringify({ sent: request.headers["x-token"] ?? null }));
      } else if (request.url === "/echo") {
        response.setHeader("content-type", request.headers["content-type"] ?? "application/octet-stream");
        response.end(body);
      } else if (request.url === "/nothing") {
        response.statusCode = 204;
        response.end();
      } else if (request.url === "/slow") {
        setTimeout(() => response.end("late"), 2_000);
      } else {
        response.statusCode = 503;
        response.setHeader("retry-after", "3");
        response.end("busy");
      }
    })();
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await agent.close();
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

describe("requestFetch", () => {
  it("gives the status, the headers with every Set-Cookie, and the body, sending the request's headers", async () => {
    const response = await fetch(`${base}/cookies`, { method: "GET", headers: { "x-token": "t-1" } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/"]);
    expect(await response.json()).toEqual({ sent: "t-1" });
    const busy = await fetch(`${base}/other`, { method: "GET" });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("3");
    expect(await busy.text()).toBe("busy");
  });

  it("sends string and byte bodies as they are, every byte value included", async () => {
    const bytes = Uint8Array.from({ length: 512 }, (_, index) => index % 256);
    const echoed = await fetch(`${base}/echo`, { method: "POST", headers: { "content-type": "application/pdf" }, body: bytes });
    expect(new Uint8Array(await echoed.arrayBuffer())).toEqual(bytes);
    const text = await fetch(`${base}/echo`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"ñ":1}' });
    expect(await text.json()).toEqual({ ñ: 1 });
  });

  it("gives no body for a 204, and sends a FormData body whole", async () => {
    const nothing = await fetch(`${base}/nothing`, { method: "DELETE" });
    expect(nothing.status).toBe(204);
    expect(nothing.body).toBeNull();
    const form = new FormData();
    form.append("claimantInfo", '{"firstName":"Ana"}');
    form.append("documents", new Blob([Uint8Array.of(1, 2, 3)], { type: "application/pdf" }), "dc-00000001");
    const echoed = await fetch(`${base}/echo`, { method: "POST", body: form });
    expect(echoed.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(await echoed.arrayBuffer(), { headers: { "content-type": echoed.headers.get("content-type") ?? "" } }).formData();
    expect(parsed.get("claimantInfo")).toBe('{"firstName":"Ana"}');
    expect(new Uint8Array(await (parsed.get("documents") as Blob).arrayBuffer())).toEqual(Uint8Array.of(1, 2, 3));
  });

  it("fails a call past its deadline with a TimeoutError, as Node's fetch does", async () => {
    await expect(fetch(`${base}/slow`, { method: "GET", signal: AbortSignal.timeout(100) })).rejects.toMatchObject({ name: "TimeoutError" });
  });
});
