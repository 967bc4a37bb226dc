// The Cookie header read leniently and Set-Cookie written strictly.
import { describe, expect, it } from "vitest";
import { readCookies, serializeCookie } from "../../../server/http/cookie-header.ts";
import { CookieHeaderError } from "../../../server/http/cookie-header-error.ts";
import { thrownBy } from "../../support/thrown-by.ts";

describe("readCookies", () => {
  it("reads pairs, unquotes values, keeps the first of two and skips what is malformed", () => {
    const cookies = readCookies('a=1; b="two"; a=3; =nameless; broken; c=has space; d=x.y_z-0');
    expect(Object.fromEntries(cookies)).toEqual({ a: "1", b: "two", d: "x.y_z-0" });
  });

  it("reads nothing from no header", () => {
    expect(readCookies(undefined).size).toBe(0);
  });
});

describe("serializeCookie", () => {
  it("writes the path, age and attributes", () => {
    expect(serializeCookie("n", "v", { httpOnly: true, secure: true, sameSite: "Strict", maxAgeSeconds: 1800 })).toBe(
      "n=v; Path=/; Max-Age=1800; HttpOnly; Secure; SameSite=Strict"
    );
    expect(serializeCookie("n", "", { httpOnly: false, secure: false, sameSite: "Lax", maxAgeSeconds: 0 })).toBe("n=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("throws a CookieHeaderError, with its reason, for a name or value a cookie cannot carry", () => {
    const attributes = { httpOnly: true, secure: false, sameSite: "Strict" } as const;
    const badValue = thrownBy(() => serializeCookie("n", "a;b", attributes));
    expect(badValue).toBeInstanceOf(CookieHeaderError);
    expect(badValue).toMatchObject({ name: "CookieHeaderError", reason: "invalidCookieValue", message: "The cookie n cannot carry that value." });
    const badName = thrownBy(() => serializeCookie("a b", "v", attributes));
    expect(badName).toBeInstanceOf(CookieHeaderError);
    expect(badName).toMatchObject({ name: "CookieHeaderError", reason: "invalidCookieName" });
  });
});
