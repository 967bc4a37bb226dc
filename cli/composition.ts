// The command line's composition root, the only file of cli/ that picks adapters: per replayed claim a ClaimSession on
// the HTTP claims API over Node's fetch with its own cookie jar, a fixed-token captcha when captcha is on, the system (or
// shifted) clock, crypto ids, drafts in memory and Web Crypto for documents, with the deployment's appsettings as settings.
// A case directory is read from disk for lint. A rehearsal's many calls go through undici's request API (request-fetch.ts).
import { Layer, Logger } from "effect";
import { disabledCaptchaLayer } from "../adapters/captcha/captcha.disabled.ts";
import { fixedTokenCaptchaLayer } from "../adapters/captcha/captcha.fixed-token.ts";
import { shiftedClockLayer } from "../adapters/clock/clock.shifted.ts";
import { systemClockLayer } from "../adapters/clock/clock.system.ts";
import { nodeCaseReader } from "../adapters/files/case-reader.node-fs.ts";
import { webCryptoFileContentLayer } from "../adapters/files/file-content.web-crypto.ts";
import { claimsApiHttpLayer } from "../adapters/http/claims-api.http.ts";
import { cookieJarFetch } from "../adapters/http/cookie-jar-fetch.ts";
import { cryptoIdsLayer } from "../adapters/ids/ids.crypto.ts";
import { memoryDraftStoreLayer } from "../adapters/storage/draft-store.memory.ts";
import { ClaimSession } from "../application/session/claim-session.ts";
import { sessionSettingsOf } from "../application/session/deployment-settings.ts";
import type { AppSettings } from "../domain/api/app-settings.schema.ts";
import type { CaseReader } from "../domain/case/case-reader.ts";
import type { FetchFunction } from "./replay/call-latency.ts";
import { requestFetch } from "./request-fetch.ts";

export interface ReplaySessionOptions {
  readonly apiUrl: string;
  /** Node's fetch, timed and retried; the session adds its own cookie jar. */
  readonly fetch: FetchFunction;
  readonly settings: AppSettings;
  readonly captchaToken: string;
}

/** A case directory as lint reads it: the files on disk. */
export const caseReaderAt: (dir: string) => CaseReader = nodeCaseReader;

/** Node's global fetch, called as a plain function. */
export const nodeFetch: FetchFunction = (input, init) => fetch(input, init);

/** The rehearsal's fetch: undici's request API, lighter on the machine the rehearsal shares with the server. */
export const rehearsalFetch: FetchFunction = requestFetch();

/**
 * One claimant: a fresh session with a cookie jar of its own (the server's CSRF and authorization cookies).
 * What the session logs (a draft not saved, a call that failed at start-up) goes to stderr: stdout carries
 * the report alone, which `--report json` and `junit` make a machine's to read.
 */
export const replaySession = (options: ReplaySessionOptions): ClaimSession => {
  const { settings } = options;
  const ports = Layer.mergeAll(
    claimsApiHttpLayer({ baseUrl: options.apiUrl.replace(/\/+$/, ""), fetch: cookieJarFetch(options.fetch) }),
    settings.captchaEnabled ? fixedTokenCaptchaLayer(options.captchaToken) : disabledCaptchaLayer,
    settings.clockStartsAt === undefined ? systemClockLayer : shiftedClockLayer(Date.parse(settings.clockStartsAt)),
    cryptoIdsLayer,
    memoryDraftStoreLayer,
    webCryptoFileContentLayer,
    Layer.succeed(Logger.LogToStderr, true)
  );
  return new ClaimSession({
    ports,
    settings: sessionSettingsOf(settings, "headless")
  });
};
