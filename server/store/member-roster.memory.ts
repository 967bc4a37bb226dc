// The roster of a case's members.json, in memory: each member under their member key, worked out once at
// start. For the demo and small cases; a class of millions is imported into the database instead.
import type { ClassMember } from "../../domain/case/claims-case.ts";
import type { MemberRoster, RosterMember } from "./member-roster.port.ts";

const rosterMember = (key: string, member: ClassMember): RosterMember => {
  const found = { key, formTypes: member.formTypes, prepopulatedData: member.prepopulatedData };
  return member.walletEmail === undefined ? found : { ...found, walletEmail: member.walletEmail };
};

/** `keyOf` hashes a member's credentials (member-identity.ts); members.json has already refused duplicates. */
export const memoryRoster = (members: readonly ClassMember[], keyOf: (member: ClassMember) => string): MemberRoster => {
  const byKey = new Map<string, RosterMember>();
  for (const member of members) {
    const key = keyOf(member);
    byKey.set(key, rosterMember(key, member));
  }
  const [first] = members;
  return {
    source: "members.json",
    keyCheck: null,
    credentialFields: first === undefined ? [] : Object.keys(first.credentials),
    size: byKey.size,
    member: (key) => Promise.resolve(byKey.get(key) ?? null)
  };
};
