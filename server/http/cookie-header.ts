// Reads a Cookie request header and writes Set-Cookie values, with only the attributes this API uses.
// Reading never throws: a malformed pair is skipped, and the first of two same-named cookies wins.
import { CookieHeaderError } from "./cookie-header-error.ts";

export type SameSite = "Strict" | "Lax";

export interface CookieAttributes {
  readonly httpOnly: boolean;
  readonly secure: boolean;
  readonly sameSite: SameSite;
  /** Absent: a session cookie; 0: delete it. */
  readonly maxAgeSeconds?: number;
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** RFC 6265 cookie-octets: no spaces, quotes, commas, semicolons or backslashes. */
const VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

export const readCookies = (header: string | undefined): ReadonlyMap<string, string> => {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator <= 0) continue;
    const name = pair.slice(0, separator).trim();
    const raw = pair.slice(separator + 1).trim();
    const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    if (NAME.test(name) && VALUE.test(value) && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
};

/** Throws a CookieHeaderError for a name or value outside RFC 6265: a programming error, never the claimant's. */
export const serializeCookie = (name: string, value: string, attributes: CookieAttributes): string => {
  if (!NAME.test(name)) throw new CookieHeaderError("invalidCookieName", `The name ${JSON.stringify(name)} cannot name a cookie.`);
  if (!VALUE.test(value)) throw new CookieHeaderError("invalidCookieValue", `The cookie ${name} cannot carry that value.`);
  return [
    `${name}=${value}`,
    "Path=/",
    ...(attributes.maxAgeSeconds === undefined ? [] : [`Max-Age=${Math.max(0, Math.floor(attributes.maxAgeSeconds))}`]),
    ...(attributes.httpOnly ? ["HttpOnly"] : []),
    ...(attributes.secure ? ["Secure"] : []),
    `SameSite=${attributes.sameSite}`
  ].join("; ");
};
