import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { email, isEmailAddress } from "../../../../domain/validation/client/email.ts";

const path = ["claimantInfo", "emailAddress"];

describe("isEmailAddress", () => {
  it("accepts ordinary addresses", () => {
    for (const text of [
      "john.doe@example.com",
      "a@b.co",
      "first+tag@mail.example.co.uk",
      "O'Brien@Example.IE",
      "x_y-z@sub-domain.example.org",
      "user@xn--80ak6aa92e.xn--p1ai"
    ]) {
      expect(isEmailAddress(text), text).toBe(true);
    }
  });

  it("rejects a domain without a dot, spaces, and a second @", () => {
    for (const text of ["a@b", "a b@example.com", "a@exa mple.com", " a@example.com", "a@@example.com", "a@b@example.com"]) {
      expect(isEmailAddress(text), text).toBe(false);
    }
  });

  it("rejects malformed local parts and domains", () => {
    for (const text of [
      "@example.com",
      "a@",
      ".a@example.com",
      "a.@example.com",
      "a..b@example.com",
      "a@.example.com",
      "a@example..com",
      "a@-example.com",
      "a@example-.com",
      "a@example.c",
      "a@example.123",
      "a(b)@example.com",
      "plainaddress"
    ]) {
      expect(isEmailAddress(text), text).toBe(false);
    }
  });

  it("keeps to 64 characters before the @ and 254 in all", () => {
    expect(isEmailAddress(`${"a".repeat(64)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${"a".repeat(65)}@example.com`)).toBe(false);
    const domain = `${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.com`;
    expect(`aaaaaa@${domain}`.length).toBe(254);
    expect(isEmailAddress(`aaaaaa@${domain}`)).toBe(true);
    expect(isEmailAddress(`aaaaaaa@${domain}`)).toBe(false);
  });

  it("rejects every address with whitespace or two @ signs", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "b", ".", "@", " ", "\t", "-", "c", "o", "m") });
    fc.assert(
      fc.property(text, (candidate) => {
        const ats = candidate.split("@").length - 1;
        if (/\s/.test(candidate) || ats !== 1) expect(isEmailAddress(candidate)).toBe(false);
      })
    );
  });
});

describe("email", () => {
  it("reports an invalid address at the field's path", () => {
    expect(email(path)("a@b")).toEqual({ path, code: "email", params: {} });
  });

  it("accepts a valid address with surrounding spaces, and blank values", () => {
    expect(email(path)("  a@example.com ")).toBeNull();
    expect(email(path)(null)).toBeNull();
  });

  it("reports numbers and booleans", () => {
    expect(email(path)(12)?.code).toBe("email");
    expect(email(path)(true)?.code).toBe("email");
  });
});
