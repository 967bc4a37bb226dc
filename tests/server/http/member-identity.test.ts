// How an authorization cookie names a member: their place and a fingerprint of their credentials.
import { describe, expect, it } from "vitest";
import { memberIdentity, memberOf } from "../../../server/http/member-identity.ts";
import { ADA, BOB, testCase } from "./http-case.ts";

describe("member identity", () => {
  it("finds the member it was made for", () => {
    const claimsCase = testCase();
    const identity = memberIdentity(claimsCase, BOB) ?? "";
    expect(identity).toMatch(/^1\.[A-Za-z0-9_-]{22}$/);
    expect(memberOf(claimsCase, identity)).toBe(BOB);
  });

  it("finds no one once the list has changed under it, for a member not in the case, or for nonsense", () => {
    const claimsCase = testCase();
    const identity = memberIdentity(claimsCase, BOB) ?? "";
    expect(memberOf({ ...claimsCase, members: [BOB, ADA] }, identity)).toBeNull();
    expect(memberIdentity(claimsCase, { ...BOB })).toBeNull();
    expect(memberOf(claimsCase, "7.AAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(memberOf(claimsCase, "constructor")).toBeNull();
  });
});
