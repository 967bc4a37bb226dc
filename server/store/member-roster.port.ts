// The class members the server authorizes against: a look-up by member key (the keyed hash of a member's
// credentials, member-identity.ts), so no credentials are ever held to find one. Two adapters: members.json
// read into memory for small cases and the demo (member-roster.memory.ts), and a roster imported into the
// database with `claims members import` for a class of any size (member-roster.sql.ts), found by its index.
import type { ClassMember } from "../../domain/case/claims-case.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";

/** A member as the server needs them once found: never their credentials, only the key they hash to. */
export interface RosterMember {
  /** The member key: 43 base64url characters. */
  readonly key: string;
  /** The form types this member may file. */
  readonly formTypes: readonly FormType[];
  /** Prepopulated data items, as the authorize answer sends them. */
  readonly prepopulatedData: ClassMember["prepopulatedData"];
  /** The wallet account the member verified, for the payment election check. */
  readonly walletEmail?: string;
}

export type RosterSource = "members.json" | "database";

export interface MemberRoster {
  readonly source: RosterSource;
  /** The credentials models' field keys that name a member, in order; the first is the notice id. */
  readonly credentialFields: readonly string[];
  /** member-identity.ts keyCheck() of the MEMBER_KEY the roster was made under; null for members.json or an older import. */
  readonly keyCheck: string | null;
  /** How many members the roster holds. */
  readonly size: number;
  /** The member the key names, or null. */
  readonly member: (key: string) => Promise<RosterMember | null>;
}
