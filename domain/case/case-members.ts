// members.json: the class members, decoded from the compact list (member-list.schema.ts) into ClassMembers.
// Every row must fill every credential and prepopulated column, no two members may share credentials, and
// the credential fields must exist in each offered form's credentials model, or nobody could authorize.
import { lowerFirst } from "../forms/prefill.ts";
import type { WireFields } from "../api/field-values.schema.ts";
import type { FormType } from "../navigation/form-type.ts";
import type { CaseProblem } from "./case-error.ts";
import { decodeCaseFile } from "./case-decode.ts";
import { type Checked, checked, readCaseJson } from "./case-files.ts";
import type { CaseReader } from "./case-reader.ts";
import type { LoadedForms } from "./case-forms.ts";
import type { ClassMember } from "./claims-case.ts";
import { credentialValue } from "./credential-value.ts";
import { MemberList, type MemberRow } from "./member-list.schema.ts";

export const MEMBERS_FILE = "members.json";

const at = (path: string, problem: string): CaseProblem => ({ file: MEMBERS_FILE, path, problem });

/** The authorize answer names prepopulated fields with a lower-case first letter (spec section 3). */

const headerProblems = (list: MemberList): readonly CaseProblem[] => {
  const repeated = (names: readonly string[], path: string) =>
    names.flatMap((name, index) => (names.indexOf(name) === index ? [] : [at(`${path}[${index}]`, `"${name}" is listed twice`)]));
  return [
    ...repeated(list.credentialFields, "credentialFields"),
    ...repeated((list.prepopulatedFields ?? []).map(lowerFirst), "prepopulatedFields")
  ];
};

const rowProblems = (list: MemberList, row: MemberRow, index: number): readonly CaseProblem[] => {
  const path = `members[${index}]`;
  const columns = list.credentialFields;
  const prepopulatedColumns = list.prepopulatedFields ?? [];
  const problems: CaseProblem[] = [];
  if (row.credentials.length !== columns.length) {
    const problem = `has ${row.credentials.length} values for the ${columns.length} credential fields (${columns.join(", ")})`;
    problems.push(at(`${path}.credentials`, problem));
  }
  row.credentials.forEach((value, position) => {
    if (value.trim() === "") problems.push(at(`${path}.credentials[${position}]`, "a credential must not be blank"));
  });
  if (row.prepopulated !== undefined && row.prepopulated.length !== prepopulatedColumns.length) {
    problems.push(at(`${path}.prepopulated`, `has ${row.prepopulated.length} values for the ${prepopulatedColumns.length} prepopulatedFields`));
  }
  if ((row.formTypes ?? list.formTypes ?? []).length === 0) {
    problems.push(at(`${path}.formTypes`, "the member may file no form: give formTypes here or at the top of the file"));
  }
  if (row.walletEmail?.trim() === "") problems.push(at(`${path}.walletEmail`, "is blank; leave it out instead"));
  return problems;
};

const duplicateProblems = (rows: readonly MemberRow[]): readonly CaseProblem[] => {
  const firstAt = new Map<string, number>();
  return rows.flatMap((row, index) => {
    const key = row.credentials.map((value) => credentialValue(value) ?? "").join("\u0000");
    const earlier = firstAt.get(key);
    if (earlier === undefined) {
      firstAt.set(key, index);
      return [];
    }
    return [at(`members[${index}].credentials`, `the same credentials as members[${earlier}]; one could never be told from the other`)];
  });
};

/** Cross-checks against the forms: members file only offered forms, whose credentials models hold the credential fields. */
const formProblems = (list: MemberList, forms: LoadedForms): readonly CaseProblem[] => {
  const offered = new Set(forms.offered);
  const unoffered = (formTypes: readonly FormType[] | undefined, path: string) =>
    (formTypes ?? []).flatMap((formType, index) =>
      offered.has(formType) ? [] : [at(`${path}[${index}]`, `the ${formType} form is not offered (no forms file for it)`)]
    );
  const credentialModels = forms.placed.filter((entry) => entry.item.metadata.dtoMapping === "credentials");
  const missingFields = credentialModels.flatMap((entry) => {
    const keys = new Set(entry.item.fields.map((field) => field.key));
    const model = `the ${entry.formType} credentials model (${entry.file} [${entry.index}])`;
    return list.credentialFields.flatMap((name, index) =>
      keys.has(name) ? [] : [at(`credentialFields[${index}]`, `${model} has no field "${name}"`)]
    );
  });
  return [
    ...unoffered(list.formTypes, "formTypes"),
    ...list.members.flatMap((row, index) => unoffered(row.formTypes, `members[${index}].formTypes`)),
    ...missingFields
  ];
};

/**
 * A member's prepopulated data as the authorize answer sends it: the values named by `names` in order, keys
 * with a lower-case first letter, with the list's metadata. A null value is no value: sent, it would
 * overwrite a field's default (a country of US) with nothing.
 */
export const prepopulatedDataOf = (
  names: readonly string[],
  metadata: Readonly<Record<string, string>> | undefined,
  values: readonly WireFields[string][]
): ClassMember["prepopulatedData"] => {
  const fields: WireFields = Object.fromEntries(
    values.flatMap((value, index) => {
      const name = names[index];
      return name === undefined || value === null ? [] : [[lowerFirst(name), value] as const];
    })
  );
  if (Object.keys(fields).length === 0) return [];
  return [metadata === undefined ? { fields } : { metadata, fields }];
};

const toMember = (list: MemberList, row: MemberRow): ClassMember => {
  const credentials = Object.fromEntries(list.credentialFields.map((name, index) => [name, (row.credentials[index] ?? "").trim()]));
  const member = {
    credentials,
    formTypes: row.formTypes ?? list.formTypes ?? [],
    prepopulatedData: prepopulatedDataOf(list.prepopulatedFields ?? [], list.prepopulatedMetadata, row.prepopulated ?? [])
  };
  return row.walletEmail === undefined ? member : { ...member, walletEmail: row.walletEmail.trim() };
};

/** The members, cross-checked against the forms that loaded; none when the case has no members.json. */
export const loadMembers = async (reader: CaseReader, forms: LoadedForms): Promise<Checked<readonly ClassMember[]>> => {
  // A class too large for a file has none: its roster is imported into the database (claims members import).
  if ((await reader.readText(MEMBERS_FILE)).kind === "missing") return checked<readonly ClassMember[]>([]);
  const json = await readCaseJson(reader, MEMBERS_FILE);
  if (json.value === null) return checked<readonly ClassMember[]>(null, json.problems);
  const decoded = decodeCaseFile(MemberList, MEMBERS_FILE, json.value);
  const list = decoded.value;
  if (list === null) return checked<readonly ClassMember[]>(null, decoded.problems);
  const problems = [
    ...headerProblems(list),
    ...list.members.flatMap((row, index) => rowProblems(list, row, index)),
    ...duplicateProblems(list.members),
    ...formProblems(list, forms)
  ];
  if (problems.length > 0) return checked<readonly ClassMember[]>(null, problems);
  return checked(list.members.map((row) => toMember(list, row)));
};
