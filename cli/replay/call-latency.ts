// Measures the API calls of a replay: a fetch wrapper that times every answered request by the kind of
// call it is (authorize, submit, csrf...), and the throughput and p50/p95/p99 latencies of a run. It never retries.
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** The call of spec section 7 an address stands for; "page" is the site's page that carries the appsettings. */
export const callKindOf = (method: string, url: string): string => {
  const path = new URL(url, "http://api.invalid").pathname.replace(/\/+$/, "");
  const fixed: Readonly<Record<string, string>> = {
    "/api/csrf": "csrf",
    "/api/cultures": "cultures",
    "/api/culture/content": "content",
    "/api/culture/set-language": "setLanguage",
    "/api/deadlines": "deadlines",
    "/api/characters-whitelist": "characterWhitelist",
    "/api/captcha": "captchaSettings",
    "/api/forms/config": "modelConfig",
    "/api/signature-date": "signatureDate",
    "/api/telemetry/tracking": "tracking",
    "/api/session-timeout": "sessionTimeout",
    "/api/session": "session"
  };
  const known = fixed[path];
  if (known !== undefined) return known;
  if (path.startsWith("/api/banking/")) return "walletSettings";
  if (/^\/api\/forms\/[^/]+\/authorize$/.test(path)) return "authorize";
  if (/^\/api\/forms\/[^/]+\/draft$/.test(path)) return method.toUpperCase() === "GET" ? "loadDraft" : method.toUpperCase() === "PUT" ? "saveDraft" : "deleteDraft";
  if (method.toUpperCase() === "POST" && /^\/api\/forms\/[^/]+$/.test(path)) return "submit";
  return path.startsWith("/api/") ? `${method.toUpperCase()} ${path}` : "page";
};

export interface LatencyRecorder {
  readonly record: (kind: string, millis: number) => void;
  readonly samples: () => ReadonlyMap<string, readonly number[]>;
}

export const makeLatencyRecorder = (): LatencyRecorder => {
  const byKind = new Map<string, number[]>();
  return {
    record: (kind, millis) => {
      const list = byKind.get(kind) ?? [];
      list.push(millis);
      byKind.set(kind, list);
    },
    samples: () => byKind
  };
};

/** Times each request that gets an answer (its headers); a request that gets none is not a latency. */
export const timedFetch =
  (fetch: FetchFunction, recorder: LatencyRecorder, now: () => number = () => performance.now()): FetchFunction =>
  async (input, init) => {
    const started = now();
    const response = await fetch(input, init);
    recorder.record(callKindOf(init.method ?? "GET", input), now() - started);
    return response;
  };

/** The nearest-rank percentile of sorted samples. */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
};

export interface CallLatency {
  readonly call: string;
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

export interface Throughput {
  readonly claims: number;
  readonly seconds: number;
  readonly claimsPerSecond: number;
  readonly calls: readonly CallLatency[];
}

const round = (millis: number): number => Math.round(millis * 10) / 10;

export const summarizeLatency = (samples: ReadonlyMap<string, readonly number[]>): readonly CallLatency[] =>
  [...samples]
    .map(([call, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { call, count: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
    })
    .sort((a, b) => a.call.localeCompare(b.call));

export const throughputOf = (claims: number, millis: number, samples: ReadonlyMap<string, readonly number[]>): Throughput => {
  const seconds = millis / 1000;
  return {
    claims,
    seconds: Math.round(seconds * 100) / 100,
    claimsPerSecond: seconds > 0 ? Math.round((claims / seconds) * 100) / 100 : 0,
    calls: summarizeLatency(samples)
  };
};
