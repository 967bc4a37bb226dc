// How the server names a member: a keyed hash of their credentials, the same whether worked out from a
// members.json member or from the credentials a claimant sends, and which no search of PINs can invert
// without the member key.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MEMBER_KEY_PATTERN, makeMemberIdentities } from "../../../server/http/member-identity.ts";
import { ADA, BOB } from "./http-case.ts";

const identities = makeMemberIdentities("member-key-for-tests-0123456789abcdef");

describe("member identity", () => {
  it("gives the credentials sent the member key of the member they name, whatever else comes with them", () => {
    const key = identities.keyOf(BOB);
    expect(key).toMatch(MEMBER_KEY_PATTERN);
    expect(identities.keyOfSent(["noticeId", "pin"], { noticeId: " nwd-10000002 ", pin: 222222, captchaNote: "x" })).toBe(key);
    expect(identities.keyOfSent(["pin", "noticeId"], { noticeId: "NWD-10000002", pin: "222222" })).toBe(key);
  });

  it("gives no key when a credential is missing, blank, not a value, or only on the prototype", () => {
    expect(identities.keyOfSent(["noticeId", "pin"], { noticeId: "NWD-10000002" })).toBeNull();
    expect(identities.keyOfSent(["noticeId", "pin"], { noticeId: "NWD-10000002", pin: "  " })).toBeNull();
    expect(identities.keyOfSent(["noticeId", "pin"], { noticeId: "NWD-10000002", pin: null })).toBeNull();
    expect(identities.keyOfSent(["noticeId", "constructor"], { noticeId: "NWD-10000002" })).toBeNull();
    expect(identities.keyOfSent([], { noticeId: "NWD-10000002" })).toBeNull();
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
