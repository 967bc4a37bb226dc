// One mutation of a valid request, chosen by a seeded random number: the method, the path or query, one
// header (dropped, emptied, lengthened, given bytes a header may not carry, sent twice), the Content-Length
// (a lie), or the body (a JSON value given another type, a lone surrogate, deep nesting, a huge string, a key
// dropped or added; a multipart body cut, its boundary changed, bytes flipped; or random bytes). The same
// seed gives the same requests, so a failure found is a failure reproduced.
import type { RawRequest } from "./raw-request.ts";

/** mulberry32: small, fast and seedable; good enough to choose mutations. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("nothing to pick from");
  return item;
};

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

const ODD_TEXT = ["", "\u0000", "\ud800", "\u202e", "x".repeat(100_000), "<script>alert(1)</script>", "%00", "../../etc/passwd", "😀".repeat(50), "\r\nX-Injected: 1"];
const ODD_VALUES: readonly unknown[] = [null, true, 0, -1, 1e308, "", [], {}, [[[[[]]]]], { __proto__: { polluted: true } }, "9".repeat(400), ...ODD_TEXT];

/** A JSON value with one of its values (at any depth) replaced, removed, or a key added. */
const mutateJson = (random: Random, value: unknown): unknown => {
  if (Array.isArray(value) && value.length > 0 && random() < 0.7) {
    const items: readonly unknown[] = value;
    const index = Math.floor(random() * items.length);
    return items.map((item, at) => (at === index ? mutateJson(random, item) : item));
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length > 0 && random() < 0.75) {
      const [key] = pick(random, entries);
      const choice = random();
      if (choice < 0.2) return Object.fromEntries(entries.filter(([name]) => name !== key));
      return Object.fromEntries(entries.map(([name, inner]) => [name, name === key ? mutateJson(random, inner) : inner]));
    }
    return { ...value, [pick(random, ["__proto__", "constructor", "x".repeat(300), "", "fields"])]: pick(random, ODD_VALUES) };
  }
  return pick(random, ODD_VALUES);
};

const nested = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;

const withBody = (request: RawRequest, body: Uint8Array): RawRequest => ({ ...request, body });

const bodyMutations = (random: Random, request: RawRequest): RawRequest => {
  const text = Buffer.from(request.body).toString("utf8");
  const isJson = request.headers.some(([name, value]) => name.toLowerCase() === "content-type" && value.includes("json"));
  const isMultipart = request.headers.some(([name, value]) => name.toLowerCase() === "content-type" && value.includes("multipart"));
  const choice = random();
  if (isJson && choice < 0.6) {
    try {
      return withBody(request, utf8(JSON.stringify(mutateJson(random, JSON.parse(text) as unknown))));
    } catch {
      // A body that is not JSON after all: mutated as bytes below.
    }
  }
  if (isJson && choice < 0.7) return withBody(request, utf8(nested(10_000 + Math.floor(random() * 90_000))));
  if (isMultipart && choice < 0.5) {
    // A part's text replaced: each part of a claim is JSON, so a value deep in it changes.
    const parts = text.split(/(\r\n\r\n)/);
    const index = 2 + 2 * Math.floor(random() * Math.max(1, (parts.length - 1) / 2));
    const part = parts[index];
    if (part !== undefined) {
      const [value = "", rest = ""] = part.split(/(?=\r\n--)/);
      let replaced: string;
      try {
        replaced = JSON.stringify(mutateJson(random, JSON.parse(value) as unknown));
      } catch {
        replaced = pick(random, ODD_TEXT);
      }
      parts[index] = replaced + rest;
      return withBody(request, utf8(parts.join("")));
    }
  }
  const bytes = Uint8Array.from(request.body);
  const kind = random();
  if (kind < 0.25 && bytes.length > 0) return withBody(request, bytes.subarray(0, Math.floor(random() * bytes.length)));
  if (kind < 0.5 && bytes.length > 0) {
    for (let flips = 0; flips < 1 + Math.floor(random() * 8); flips += 1) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
    return withBody(request, bytes);
  }
  if (kind < 0.7) return withBody(request, Uint8Array.from({ length: Math.floor(random() * 4096) }, () => Math.floor(random() * 256)));
  if (kind < 0.85) return withBody(request, Uint8Array.from([...bytes, ...bytes]));
  return withBody(request, Uint8Array.from([0xff, 0xfe, 0xc0, 0xaf, ...bytes]));
};

const headerMutations = (random: Random, request: RawRequest): RawRequest => {
  const headers = [...request.headers];
  const index = Math.floor(random() * Math.max(1, headers.length));
  const [name = "x-fuzz", value = ""] = headers[index] ?? [];
  const choice = random();
  if (choice < 0.3) headers.splice(index, 1);
  else if (choice < 0.45) headers[index] = [name, ""];
  else if (choice < 0.55) headers[index] = [name, value + "x".repeat(20_000)];
  else if (choice < 0.7) headers[index] = [name, `${value}\u00ff\u0001`];
  else if (choice < 0.8) headers.push([name, pick(random, ["x", value, "application/json", "multipart/form-data", "text/plain"])]);
  else if (choice < 0.9) headers[index] = [name, pick(random, ["application/json; charset=utf-16", "multipart/form-data; boundary=", "multipart/form-data", "*/*", "text/plain"])];
  else headers.push([pick(random, ["Transfer-Encoding", "Expect", "X-Forwarded-For", "Accept-Encoding", "Range", "If-None-Match"]), pick(random, ["chunked", "100-continue", "1.2.3.4, ::1", "br;q=2", "bytes=-1", '"x"'])]);
  return { ...request, headers };
};

const targetMutations = (random: Random, request: RawRequest): RawRequest => {
  const [path = "/", query] = request.target.split("?");
  const choice = random();
  if (choice < 0.2) return { ...request, target: `${path}/${pick(random, ["x", "..", "%2e%2e", "%00", "%ff", "%", "~"])}${query === undefined ? "" : `?${query}`}` };
  if (choice < 0.4) return { ...request, target: `${path}?${pick(random, ["culture=", "culture=%ff", "culture=<x>", "culture=es&culture=en", "a=".repeat(500), "culture=" + "e".repeat(5000)])}` };
  if (choice < 0.5) return { ...request, target: `${path}${"/a".repeat(2000)}` };
  if (choice < 0.6) return { ...request, target: path.toUpperCase() };
  if (choice < 0.7) return { ...request, target: pick(random, ["*", "http://127.0.0.1/api/csrf", "//api/csrf", "/api/%", "/api/forms/%2e%2e/csrf"]) };
  return { ...request, target: path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`) };
};

/** The request with one mutation, and the mutation's name. */
export const mutate = (random: Random, request: RawRequest): { readonly request: RawRequest; readonly mutation: string } => {
  const choice = random();
  if (choice < 0.08) return { request: { ...request, method: pick(random, ["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "FOO", "post"]) }, mutation: "method" };
  if (choice < 0.2) return { request: targetMutations(random, request), mutation: "target" };
  if (choice < 0.45) return { request: headerMutations(random, request), mutation: "header" };
  if (choice < 0.52) {
    const lie = pick(random, ["0", "-1", "abc", "99999999999999999999", String(request.body.length + 10), String(Math.max(0, request.body.length - 10)), "1, 2"]);
    return { request: { ...request, contentLength: lie }, mutation: "content-length" };
  }
  return { request: bodyMutations(random, request), mutation: "body" };
};
