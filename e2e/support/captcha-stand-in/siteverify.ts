// The captcha provider's siteverify as the captcha-on server reaches it in the browser tests (the case
// copy's captcha.verifyUrl): hCaptcha's answer for the stand-in's tokens, each passing token accepted once.
import { createServer, type IncomingMessage } from "node:http";
import { PASSING_TOKEN_PREFIX, STAND_IN_SECRET, STAND_IN_SITE_KEY } from "./stand-in-keys.ts";

const readForm = async (request: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
};

/** hCaptcha's verdict on one form: its error codes are the provider's own. */
export const siteverifyAnswer = (form: URLSearchParams, seen: Set<string>): Readonly<Record<string, unknown>> => {
  const token = form.get("response") ?? "";
  if (form.get("secret") !== STAND_IN_SECRET) return { success: false, "error-codes": ["invalid-input-secret"] };
  if (form.get("sitekey") !== null && form.get("sitekey") !== STAND_IN_SITE_KEY) return { success: false, "error-codes": ["sitekey-secret-mismatch"] };
  if (token === "") return { success: false, "error-codes": ["missing-input-response"] };
  if (!token.startsWith(PASSING_TOKEN_PREFIX)) return { success: false, "error-codes": ["invalid-input-response"] };
  if (seen.has(token)) return { success: false, "error-codes": ["invalid-or-already-seen-response"] };
  seen.add(token);
  return { success: true, hostname: "127.0.0.1", challenge_ts: new Date().toISOString() };
};

/**
 * Listens on a free port of 127.0.0.1; unreferenced, so it never keeps the test runner alive. Gives its
 * address (POST it the form hCaptcha's siteverify takes).
 */
export const startSiteverify = async (): Promise<string> => {
  const seen = new Set<string>();
  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(siteverifyAnswer(form, seen)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  server.unref();
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the siteverify stand-in has no port");
  return `http://127.0.0.1:${String(address.port)}/siteverify`;
};
