// Files a rehearsal claim the lean way a claimant's browser talks to the API: GET /api/csrf, authorize
// DocumentsUpload with the member's credentials, then POST the claim under one Idempotency-Key. A 503 or 429
// (or a 409 saying the key's first send is still in flight) is waited out for its Retry-After and the SAME
// request sent again; a timeout or a lost answer is sent again
// under the same key, up to `retries` times. Any other answer is the verdict.
import { FORM_TYPE_SEGMENTS } from "../../domain/navigation/form-type.ts";
import type { FetchFunction } from "../replay/call-latency.ts";
import { directClaimBody } from "./direct-claim-body.ts";
import type { ClaimOutcome, FileClaim, RehearsalClaim } from "./rehearsal-claim.ts";
import { retryAfterSeconds } from "./rehearsal-fetch.ts";

export interface DirectFilingOptions {
  readonly api: string;
  /** Measured (rehearsal-fetch.ts): timed, counted, with a deadline. */
  readonly fetch: FetchFunction;
  /** Sends again of a request that got no answer (timeout, dropped connection). */
  readonly retries: number;
  /** Waits for a 503 or 429 before giving up on a call. */
  readonly maxWaits: number;
  readonly captchaToken: string | null;
  /** Makes each claim's Idempotency-Key. */
  readonly keyOf: (claim: RehearsalClaim) => string;
  readonly sleep?: (millis: number) => Promise<void>;
}

const SEGMENT = FORM_TYPE_SEGMENTS.DocumentsUpload;

const pause = (millis: number): Promise<void> => new Promise((done) => setTimeout(done, millis));

class CallFailed extends Error {
  override readonly name = "CallFailed";
}

const keepCookies = (jar: Map<string, string>, response: Response): void => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
};

const cookieHeader = (jar: ReadonlyMap<string, string>): string => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

const bodyOf = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const said = (body: unknown): string => (typeof body === "string" ? body : JSON.stringify(body)).slice(0, 300);

export const fileDirectly = (options: DirectFilingOptions): FileClaim => {
  const sleep = options.sleep ?? pause;
  /** One call, its busy answers waited out and its lost answers sent again; the answer that settles it. */
  const call = async (what: string, url: string, init: () => RequestInit, onBusy: () => void): Promise<{ response: Response; body: unknown }> => {
    let waits = 0;
    let resends = 0;
    for (;;) {
      let response: Response;
      try {
        response = await options.fetch(url, init());
      } catch (error) {
        if (resends >= options.retries) throw new CallFailed(`${what} got no answer (${error instanceof Error ? error.message : String(error)})`);
        resends += 1;
        await sleep(250 * 2 ** (resends - 1));
        continue;
      }
      const body = await bodyOf(response).catch(() => null);
      // 409 with Retry-After: the key's first send is still being handled (a resend after a timeout).
      const busy = response.status === 503 || response.status === 429 || (response.status === 409 && response.headers.has("retry-after"));
      if (busy && waits < options.maxWaits) {
        waits += 1;
        onBusy();
        await sleep(retryAfterSeconds(response, body) * 1000);
        continue;
      }
      return { response, body };
    }
  };

  return async (claim) => {
    const jar = new Map<string, string>();
    let busyRetries = 0;
    const outcome = (kind: "failed", message: string): ClaimOutcome => ({ kind, message, busyRetries });
    try {
      const csrf = await call("csrf", `${options.api}/api/csrf`, () => ({ method: "GET", headers: { cookie: cookieHeader(jar) } }), () => undefined);
      keepCookies(jar, csrf.response);
      const token = typeof csrf.body === "object" && csrf.body !== null && "requestToken" in csrf.body ? String(csrf.body.requestToken) : null;
      if (csrf.response.status !== 200 || token === null) return outcome("failed", `csrf answered ${csrf.response.status}: ${said(csrf.body)}`);
      const authorize = await call(
        "authorize",
        `${options.api}/api/forms/${SEGMENT}/authorize`,
        () => ({
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json", "x-xsrf-token": token, cookie: cookieHeader(jar) },
          body: JSON.stringify({ credentials: { fields: claim.member.credentials }, reCaptchaResponse: options.captchaToken })
        }),
        () => undefined
      );
      keepCookies(jar, authorize.response);
      if (authorize.response.status !== 200) return outcome("failed", `authorize answered ${authorize.response.status}: ${said(authorize.body)}`);
      const key = options.keyOf(claim);
      const form = directClaimBody(claim, options.captchaToken);
      const submit = await call(
        "submit",
        `${options.api}/api/forms/${SEGMENT}`,
        () => ({
          method: "POST",
          headers: { accept: "application/json", "content-type": form.contentType, "x-xsrf-token": token, cookie: cookieHeader(jar), "idempotency-key": key },
          body: form.bytes
        }),
        () => {
          busyRetries += 1;
        }
      );
      const body = submit.body;
      const code = typeof body === "object" && body !== null && "referenceCodeForm" in body && typeof body.referenceCodeForm === "string" ? body.referenceCodeForm : null;
      if (submit.response.status !== 200 || code === null) return outcome("failed", `submit answered ${submit.response.status}: ${said(body)}`);
      return { kind: "filed", referenceCode: code, idempotencyKey: key, busyRetries };
    } catch (error) {
      if (error instanceof CallFailed) return outcome("failed", error.message);
      throw error;
    }
  };
};
