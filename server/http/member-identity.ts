// How the server names a class member without their credentials: the member key, an HMAC-SHA256 under the
// deployment's MEMBER_KEY over the member's normalised credentials. It is what a stored claim, a lock-out
// and an idempotency fingerprint carry, and what the authorization cookie carries after the member's place
// in the case's list; without the key no search of PINs can invert it. Looks nothing up in the store.
import { createHmac } from "node:crypto";
import type { ClaimsCase, ClassMember } from "../../domain/case/claims-case.ts";
import { credentialValue } from "../../domain/case/credential-value.ts";

export interface MemberIdentities {
  /** The member key: 43 base64url characters. */
  readonly keyOf: (member: ClassMember) => string;
  /** The keyed hash of one credential value (normalised), such as a notice id, for counting its failures. */
  readonly keyOfCredential: (field: string, value: string) => string;
  /** "place.memberKey", or null when the member is not in the case. */
  readonly cookieIdOf: (claimsCase: ClaimsCase, member: ClassMember) => string | null;
  /** The member a cookie id names, or null when the case no longer has them at that place. */
  readonly memberOf: (claimsCase: ClaimsCase, cookieId: string) => ClassMember | null;
  /** A fresh HMAC under the same key, for fingerprints over data that holds credentials (request-hash.ts). */
  readonly fingerprint: () => ReturnType<typeof createHmac>;
}

/** The first credential field of the case's members (the notice id): it names a member to people, and whose failures count. */
export const identifierField = (members: readonly ClassMember[]): string | null => {
  const [first] = members;
  return first === undefined ? null : (Object.keys(first.credentials)[0] ?? null);
};

const byName = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

export const makeMemberIdentities = (secret: string): MemberIdentities => {
  const mac = (purpose: string, text: string): string => createHmac("sha256", secret).update(`${purpose}\u0000${text}`).digest("base64url");
  const keys = new WeakMap<ClassMember, string>();
  const keyOf = (member: ClassMember): string => {
    const known = keys.get(member);
    if (known !== undefined) return known;
    const entries = Object.entries(member.credentials)
      .map(([field, value]) => [field, credentialValue(value)] as const)
      .sort(([left], [right]) => byName(left, right));
    const made = mac("member", JSON.stringify(entries));
    keys.set(member, made);
    return made;
  };
  return {
    keyOf,
    fingerprint: () => createHmac("sha256", secret).update("fingerprint\u0000"),
    keyOfCredential: (field, value) => mac("credential", JSON.stringify([field, credentialValue(value)])),
    cookieIdOf: (claimsCase, member) => {
      const place = claimsCase.members.indexOf(member);
      return place < 0 ? null : `${place}.${keyOf(member)}`;
    },
    memberOf: (claimsCase, cookieId) => {
      const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(cookieId);
      if (match === null) return null;
      const member = claimsCase.members[Number(match[1])];
      return member !== undefined && keyOf(member) === match[2] ? member : null;
    }
  };
};
