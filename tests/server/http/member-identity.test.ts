// How the server names a member: a keyed hash of their credentials that the cookie carries after their
// place, which finds the member it was made for, no one once the list changes, and which no search of PINs
// can invert without the member key.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeMemberIdentities } from "../../../server/http/member-identity.ts";
import { ADA, BOB, testCase } from "./http-case.ts";

const identities = makeMemberIdentities("member-key-for-tests-0123456789abcdef");

describe("member identity", () => {
  it("finds the member it was made for", () => {
    const claimsCase = testCase();
    const id = identities.cookieIdOf(claimsCase, BOB) ?? "";
    expect(id).toMatch(/^1\.[A-Za-z0-9_-]{43}$/);
    expect(identities.memberOf(claimsCase, id)).toBe(BOB);
  });

  it("finds no one once the list has changed under it, for a member not in the case, or for nonsense", () => {
    const claimsCase = testCase();
    const id = identities.cookieIdOf(claimsCase, BOB) ?? "";
    expect(identities.memberOf({ ...claimsCase, members: [BOB, ADA] }, id)).toBeNull();
    expect(identities.cookieIdOf(claimsCase, { ...BOB })).toBeNull();
    expect(identities.memberOf(claimsCase, `7.${"A".repeat(43)}`)).toBeNull();
    expect(identities.memberOf(claimsCase, "constructor")).toBeNull();
  });

  it("is the same for the same credentials in any letter case or spacing, and differs by member and by key", () => {
    const shouted = { ...BOB, credentials: { pin: " 222222 ", noticeId: "nwd-10000002" } };
    expect(identities.keyOf(shouted)).toBe(identities.keyOf(BOB));
    expect(identities.keyOf(ADA)).not.toBe(identities.keyOf(BOB));
    expect(makeMemberIdentities("another-member-key-0123456789abcdef").keyOf(BOB)).not.toBe(identities.keyOf(BOB));
  });

  it("cannot be inverted by trying every six-digit PIN without the key: not even the true PIN gives it unkeyed", () => {
    // A search over 10^6 PINs succeeds only where the unkeyed hash of the true PIN equals the identity.
    const unkeyed = (pin: string): string => createHash("sha256").update(JSON.stringify([["noticeid", "nwd-10000002"], ["pin", pin]])).digest("base64url");
    expect(unkeyed("222222")).not.toBe(identities.keyOf(BOB));
    expect(identities.keyOf(BOB)).not.toContain("222222");
  });
});
