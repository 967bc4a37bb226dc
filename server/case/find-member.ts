// Which class member a set of credentials names, for one form type: every credential field of the member
// must match (trimmed, case-insensitive) and the member must be allowed that form. Members are indexed by
// their first credential field once per case, so a look-up costs the same for ten members or a million.
import type { FieldValue } from "../../domain/forms/field-value.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { ClaimsCase, ClassMember } from "../../domain/case/claims-case.ts";
import { credentialValue } from "../../domain/case/credential-value.ts";

/** First credential field name, then its normalised value, to the members holding it. */
type MemberIndex = ReadonlyMap<string, ReadonlyMap<string, readonly ClassMember[]>>;

const indexes = new WeakMap<readonly ClassMember[], MemberIndex>();

const buildIndex = (members: readonly ClassMember[]): MemberIndex => {
  const index = new Map<string, Map<string, ClassMember[]>>();
  for (const member of members) {
    const [field] = Object.keys(member.credentials);
    const value = field === undefined ? null : credentialValue(member.credentials[field]);
    if (field === undefined || value === null) continue;
    const byValue = index.get(field) ?? new Map<string, ClassMember[]>();
    index.set(field, byValue);
    const holders = byValue.get(value);
    if (holders === undefined) byValue.set(value, [member]);
    else holders.push(member);
  }
  return index;
};

const indexOf = (members: readonly ClassMember[]): MemberIndex => {
  const known = indexes.get(members);
  if (known !== undefined) return known;
  const built = buildIndex(members);
  indexes.set(members, built);
  return built;
};

/** Only the record's own keys: a field named like an Object prototype member must not read one. */
const given = (credentials: Readonly<Record<string, FieldValue>>, field: string): FieldValue | undefined =>
  Object.hasOwn(credentials, field) ? credentials[field] : undefined;

const matches = (member: ClassMember, credentials: Readonly<Record<string, FieldValue>>): boolean =>
  Object.entries(member.credentials).every(([field, expected]) => {
    const value = credentialValue(given(credentials, field));
    return value !== null && value === credentialValue(expected);
  });

/** The member the credentials name and who may file this form, or null. */
export const findMember = (
  claimsCase: ClaimsCase,
  formType: FormType,
  credentials: Readonly<Record<string, FieldValue>>
): ClassMember | null => {
  for (const [field, byValue] of indexOf(claimsCase.members)) {
    const value = credentialValue(given(credentials, field));
    if (value === null) continue;
    const found = byValue.get(value)?.find((member) => member.formTypes.includes(formType) && matches(member, credentials));
    if (found !== undefined) return found;
  }
  return null;
};
