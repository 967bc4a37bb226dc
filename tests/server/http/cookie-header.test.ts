// The Cookie header read leniently and Set-Cookie written strictly.
import { describe, expect, it } from "vitest";
import { readCookies, serializeCookie } from "../../../server/http/cookie-header.ts";

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

  it("throws for a value a cookie cannot carry", () => {
    expect(() => serializeCookie("n", "a;b", { httpOnly: true, secure: false, sameSite: "Strict" })).toThrow(/cannot carry/);
  });
});
