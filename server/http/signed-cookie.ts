// Signs cookie values with HMAC-SHA256 so the server can trust what it gets back without keeping any
// state: the signature covers the cookie's name too, so one cookie's value never passes for another's.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface CookieSigner {
  /** `payload` must be cookie-safe (base64url is); the result is `payload.signature`. */
  readonly sign: (name: string, payload: string) => string;
  /** The payload of a value this signer made for this name, or null for anything else. */
  readonly verify: (name: string, value: string) => string | null;
}

export const makeCookieSigner = (secret: string): CookieSigner => {
  const mac = (name: string, payload: string): Buffer => createHmac("sha256", secret).update(`${name}\n${payload}`).digest();
  return {
    sign: (name, payload) => `${payload}.${mac(name, payload).toString("base64url")}`,
    verify: (name, value) => {
      const dot = value.lastIndexOf(".");
      if (dot < 0) return null;
      const payload = value.slice(0, dot);
      const given = Buffer.from(value.slice(dot + 1), "base64url");
      const expected = mac(name, payload);
      return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
    }
  };
};
