// A stand-in for a captcha provider's siteverify address, listening on 127.0.0.1: it records each
// form-encoded request and answers as the test says (any status, any text, or never).
import { createServer, type IncomingMessage, type Server } from "node:http";

export interface StandInAnswer {
  readonly status?: number;
  /** Sent as is; an object is sent as JSON. */
  readonly body: string | object;
  /** Never answers: for time-outs. */
  readonly hang?: boolean;
}

export interface VerifyRequest {
  readonly method: string;
  readonly contentType: string | undefined;
  readonly form: URLSearchParams;
}

export interface SiteverifyStandIn {
  readonly url: string;
  readonly requests: VerifyRequest[];
  answer: (request: VerifyRequest) => StandInAnswer;
  readonly close: () => Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
};

export const startSiteverifyStandIn = async (): Promise<SiteverifyStandIn> => {
  const requests: VerifyRequest[] = [];
  let answer = (_request: VerifyRequest): StandInAnswer => ({ body: { success: true } });
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const received = { method: request.method ?? "", contentType: request.headers["content-type"], form: new URLSearchParams(text) };
      requests.push(received);
      const chosen = answer(received);
      if (chosen.hang === true) return;
      response.writeHead(chosen.status ?? 200, { "content-type": "application/json" });
      response.end(typeof chosen.body === "string" ? chosen.body : JSON.stringify(chosen.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the stand-in has no port");
  return {
    url: `http://127.0.0.1:${address.port}/siteverify`,
    requests,
    get answer() {
      return answer;
    },
    set answer(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      })
  };
};
