// Which class member a set of credentials names, for one form type: the credentials sent for the roster's
// credential fields are hashed into a member key (member-identity.ts), which the roster looks up by index,
// so a look-up costs one keyed hash and one indexed read for ten members or a million. Values compare
// trimmed and case-insensitive; a member found must be allowed the form.
import type { FieldValue } from "../../domain/forms/field-value.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { MemberIdentities } from "../http/member-identity.ts";
import type { MemberRoster, RosterMember } from "../store/member-roster.port.ts";

/** The member the credentials name and who may file this form, or null. */
export const findMember = async (
  roster: MemberRoster,
  identities: MemberIdentities,
  formType: FormType,
  credentials: Readonly<Record<string, FieldValue>>
): Promise<RosterMember | null> => {
  const key = identities.keyOfSent(roster.credentialFields, credentials);
  const member = key === null ? null : await roster.member(key);
  return member?.formTypes.includes(formType) === true ? member : null;
};
