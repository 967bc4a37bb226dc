// A request as bytes on the wire, so a mutation may break what a client library would refuse to send: a
// header with a NUL, a Content-Length that lies, a method no one knows. Sent over one TCP connection, as a
// browser sends it (the connection stays open for the answer); a request the server still waits on after
// END_AFTER_MS (a Content-Length longer than the body) then gets the end of the stream. The answer's status
// and the time it took are read back.
import { connect } from "node:net";

export interface RawRequest {
  readonly method: string;
  /** Path and query, as the request line carries them. */
  readonly target: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array;
  /** Content-Length to send instead of the body's length (a lie), or null for the truth. */
  readonly contentLength: string | null;
}

export interface RawAnswer {
  /** The status line's code; null when the server closed without an answer. */
  readonly status: number | null;
  readonly millis: number;
  readonly timedOut: boolean;
}

const HOP_BY_HOP = new Set(["host", "content-length", "connection", "transfer-encoding"]);

export const requestBytes = (request: RawRequest, host: string): Buffer => {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of request.headers) if (!HOP_BY_HOP.has(name.toLowerCase())) lines.push(`${name}: ${value}`);
  const length = request.contentLength ?? (request.body.length > 0 || request.method === "POST" ? String(request.body.length) : null);
  if (length !== null) lines.push(`Content-Length: ${length}`);
  lines.push("Connection: close", "", "");
  return Buffer.concat([Buffer.from(lines.join("\r\n"), "latin1"), Buffer.from(request.body)]);
};

/** How long the connection stays open, unanswered, before the client says it has sent all it will. */
const END_AFTER_MS = 1_000;

export const exchange = (port: number, bytes: Buffer, timeoutMs: number): Promise<RawAnswer> =>
  new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ host: "127.0.0.1", port });
    let head = "";
    let settled = false;
    const finish = (timedOut: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(ending);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({ status: status === undefined ? null : Number(status), millis: performance.now() - started, timedOut });
    };
    const timer = setTimeout(() => {
      finish(true);
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      head += chunk.toString("latin1", 0, Math.min(chunk.length, 64));
      // The status line is all that is judged: the answer counts as given once it arrives.
      if (/^HTTP\/1\.[01] \d{3}/.test(head)) finish(false);
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      finish(false);
    });
    socket.write(bytes);
    const ending = setTimeout(() => socket.end(), END_AFTER_MS);
  });
