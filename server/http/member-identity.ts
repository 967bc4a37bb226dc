// How an authorization cookie names a class member without carrying their credentials: the member's
// place in the case's list and a fingerprint of their credentials, so a changed list never maps the
// cookie onto someone else. Pure; looks nothing up in the store.
import { createHash } from "node:crypto";
import type { ClaimsCase, ClassMember } from "../../domain/case/claims-case.ts";
import { credentialValue } from "../../domain/case/credential-value.ts";

const fingerprint = (member: ClassMember): string => {
  const entries = Object.entries(member.credentials)
    .map(([field, value]) => [field, credentialValue(value)] as const)
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("base64url").slice(0, 22);
};

/** The member's identity as "place.fingerprint", or null when the member is not in the case. */
export const memberIdentity = (claimsCase: ClaimsCase, member: ClassMember): string | null => {
  const place = claimsCase.members.indexOf(member);
  return place < 0 ? null : `${place}.${fingerprint(member)}`;
};

/** The member an identity names, or null when the case no longer has them at that place. */
export const memberOf = (claimsCase: ClaimsCase, identity: string): ClassMember | null => {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{22})$/.exec(identity);
  if (match === null) return null;
  const member = claimsCase.members[Number(match[1])];
  return member !== undefined && fingerprint(member) === match[2] ? member : null;
};
