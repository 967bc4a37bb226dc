// How the server names a class member without their credentials: the member key, an HMAC-SHA256 under the
// deployment's MEMBER_KEY over the member's normalised credentials. It is what the roster finds a member by,
// and what a stored claim, a lock-out, an idempotency fingerprint and the authorization cookie carry;
// without the key no search of PINs can invert it. Looks nothing up in the store.
import { createHmac } from "node:crypto";
import type { ClassMember } from "../../domain/case/claims-case.ts";
import { credentialValue } from "../../domain/case/credential-value.ts";
import type { FieldValue } from "../../domain/forms/field-value.ts";

export interface MemberIdentities {
  /** The member key of a members.json member: 43 base64url characters. */
  readonly keyOf: (member: ClassMember) => string;
  /**
   * The member key of the credentials sent for the roster's credential fields, the same as keyOf gives the
   * member they name; null when one of them is missing or blank.
   */
  readonly keyOfSent: (credentialFields: readonly string[], sent: Readonly<Record<string, FieldValue>>) => string | null;
  /** The keyed hash of one credential value (normalised), such as a notice id, for counting its failures. */
  readonly keyOfCredential: (field: string, value: string) => string;
  /** An HMAC of a fixed text: which MEMBER_KEY a roster was imported under, without saying the key. */
  readonly keyCheck: () => string;
  /** A fresh HMAC under the same key, for fingerprints over data that holds credentials (request-hash.ts). */
  readonly fingerprint: () => ReturnType<typeof createHmac>;
}

/** What a member key looks like; anything else never names a member. */
export const MEMBER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const byName = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

export const makeMemberIdentities = (secret: string): MemberIdentities => {
  const mac = (purpose: string, text: string): string => createHmac("sha256", secret).update(`${purpose}\u0000${text}`).digest("base64url");
  /** Field names sorted, values normalised: the same member whatever the order or letter case they came in. */
  const keyOfValues = (entries: readonly (readonly [string, string])[]): string =>
    mac("member", JSON.stringify([...entries].sort(([left], [right]) => byName(left, right))));
  const keys = new WeakMap<ClassMember, string>();
  return {
    keyOf: (member) => {
      const known = keys.get(member);
      if (known !== undefined) return known;
      const made = keyOfValues(Object.entries(member.credentials).map(([field, value]) => [field, credentialValue(value) ?? ""] as const));
      keys.set(member, made);
      return made;
    },
    keyOfSent: (credentialFields, sent) => {
      const entries: (readonly [string, string])[] = [];
      for (const field of credentialFields) {
        // Only the record's own keys: a field named like an Object prototype member must not read one.
        const value = Object.hasOwn(sent, field) ? credentialValue(sent[field]) : null;
        if (value === null) return null;
        entries.push([field, value]);
      }
      return entries.length === 0 ? null : keyOfValues(entries);
    },
    keyCheck: () => mac("roster", "key check"),
    fingerprint: () => createHmac("sha256", secret).update("fingerprint\u0000"),
    keyOfCredential: (field, value) => mac("credential", JSON.stringify([field, credentialValue(value)]))
  };
};
