// The header row of a roster CSV and what it must say: `credentials.<field>` for each credential field,
// `prepopulated.<field>` for each prepopulated field, and optionally `formTypes` and `walletEmail`, the
// columns of members.json. The credential fields must be fields of every offered form's credentials model,
// or nobody could authorize, and they are kept in that model's order, so the first is the notice id whatever
// the order of the columns. Every problem is named with its column.
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import { lowerFirst } from "../../domain/forms/prefill.ts";
import type { RosterColumns } from "../store/roster-import.queries.ts";

export const CREDENTIALS_PREFIX = "credentials.";
export const PREPOPULATED_PREFIX = "prepopulated.";
export const FORM_TYPES_COLUMN = "formTypes";
export const WALLET_EMAIL_COLUMN = "walletEmail";
/** Longer than any field key of a model configuration. */
const MAX_COLUMN_NAME = 100;

/** Where each kind of value sits in a row. */
export interface RosterLayout {
  /** The roster's columns; the import adds the key check. */
  readonly columns: Omit<RosterColumns, "keyCheck">;
  readonly credentialAt: readonly number[];
  readonly prepopulatedAt: readonly number[];
  readonly formTypesAt: number | null;
  readonly walletEmailAt: number | null;
  /** How many cells a row has. */
  readonly width: number;
}

export type HeaderReading = { readonly kind: "read"; readonly layout: RosterLayout } | { readonly kind: "refused"; readonly problems: readonly string[] };

/** The credentials models' field keys, per form type (as the metadata names it). */
const credentialModelFields = (claimsCase: ClaimsCase): ReadonlyMap<string, ReadonlySet<string>> => {
  const byForm = new Map<string, Set<string>>();
  for (const item of claimsCase.modelConfig.filter((entry) => entry.metadata.dtoMapping === "credentials")) {
    const formType = item.metadata["formType"] ?? "shared";
    const fields = byForm.get(formType) ?? new Set<string>();
    for (const field of item.fields) fields.add(field.key);
    byForm.set(formType, fields);
  }
  return byForm;
};

export const readHeader = (header: readonly string[], claimsCase: ClaimsCase): HeaderReading => {
  const problems: string[] = [];
  const credentialAt: number[] = [];
  const credentialFields: string[] = [];
  const prepopulatedAt: number[] = [];
  const prepopulatedFields: string[] = [];
  let formTypesAt: number | null = null;
  let walletEmailAt: number | null = null;
  const seen = new Map<string, number>();
  const prepopulatedNames = new Set<string>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (name.length > MAX_COLUMN_NAME || Array.from({ length: name.length }, (_, at) => name.charCodeAt(at)).some((code) => code < 0x20)) {
      problems.push(`column ${index + 1} has a name too long or with control characters`);
      return;
    }
    const column = `column ${index + 1} ("${name}")`;
    const earlier = seen.get(name);
    if (earlier !== undefined) problems.push(`${column} repeats column ${earlier + 1}`);
    seen.set(name, index);
    if (name.startsWith(CREDENTIALS_PREFIX) && name.length > CREDENTIALS_PREFIX.length) {
      credentialAt.push(index);
      credentialFields.push(name.slice(CREDENTIALS_PREFIX.length));
    } else if (name.startsWith(PREPOPULATED_PREFIX) && name.length > PREPOPULATED_PREFIX.length) {
      const field = name.slice(PREPOPULATED_PREFIX.length);
      // The answer sends it with a lower-case first letter: FirstName and firstName would be one field.
      const sent = lowerFirst(field);
      if (prepopulatedNames.has(sent)) problems.push(`${column} names the same prepopulated field as an earlier column`);
      prepopulatedNames.add(sent);
      prepopulatedAt.push(index);
      prepopulatedFields.push(field);
    } else if (name === FORM_TYPES_COLUMN) formTypesAt = index;
    else if (name === WALLET_EMAIL_COLUMN) walletEmailAt = index;
    else problems.push(`${column} is not a roster column: use ${CREDENTIALS_PREFIX}<field>, ${PREPOPULATED_PREFIX}<field>, ${FORM_TYPES_COLUMN} or ${WALLET_EMAIL_COLUMN}`);
  });
  if (credentialFields.length === 0) problems.push(`no ${CREDENTIALS_PREFIX}<field> column: a member is found by their credentials, e.g. ${CREDENTIALS_PREFIX}noticeId`);
  const models = credentialModelFields(claimsCase);
  if (models.size === 0) problems.push("the case has no credentials model: nobody could authorize against a roster");
  for (const [formType, fields] of models) {
    for (const field of credentialFields) {
      if (!fields.has(field)) problems.push(`${CREDENTIALS_PREFIX}${field}: the ${formType} credentials model has no field "${field}"`);
    }
  }
  // The first credential field is the notice id: kept with each claim and counted for lock-outs, so it is the
  // credentials model's first field whatever the CSV's column order (never the PIN because a column came first).
  const modelOrder = [...(models.values().next().value ?? [])];
  const noticeId = modelOrder[0];
  if (noticeId !== undefined && credentialFields.length > 0 && !credentialFields.includes(noticeId)) {
    problems.push(`no ${CREDENTIALS_PREFIX}${noticeId} column: the credentials model's first field names a member to people and is kept with each claim`);
  }
  if (problems.length > 0) return { kind: "refused", problems };
  const rank = (field: string): number => modelOrder.indexOf(field);
  const ordered = credentialFields.map((field, position) => ({ field, at: credentialAt[position] ?? 0 })).sort((left, right) => rank(left.field) - rank(right.field));
  credentialFields.splice(0, credentialFields.length, ...ordered.map((entry) => entry.field));
  credentialAt.splice(0, credentialAt.length, ...ordered.map((entry) => entry.at));
  return {
    kind: "read",
    layout: {
      columns: { credentialFields, prepopulatedFields, prepopulatedMetadata: null },
      credentialAt,
      prepopulatedAt,
      formTypesAt,
      walletEmailAt,
      width: header.length
    }
  };
};
