// The header row of a roster CSV and what it must say: `credentials.<field>` for each credential field,
// `prepopulated.<field>` for each prepopulated field, and optionally `formTypes` and `walletEmail`, the
// columns of members.json. The credential fields must be fields of every offered form's credentials model,
// or nobody could authorize. Every problem is named with its column.
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import type { RosterColumns } from "../store/roster-import.queries.ts";

export const CREDENTIALS_PREFIX = "credentials.";
export const PREPOPULATED_PREFIX = "prepopulated.";
export const FORM_TYPES_COLUMN = "formTypes";
export const WALLET_EMAIL_COLUMN = "walletEmail";

/** Where each kind of value sits in a row. */
export interface RosterLayout {
  readonly columns: RosterColumns;
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
  header.forEach((raw, index) => {
    const name = raw.trim();
    const column = `column ${index + 1} ("${name}")`;
    const earlier = seen.get(name);
    if (earlier !== undefined) problems.push(`${column} repeats column ${earlier + 1}`);
    seen.set(name, index);
    if (name.startsWith(CREDENTIALS_PREFIX) && name.length > CREDENTIALS_PREFIX.length) {
      credentialAt.push(index);
      credentialFields.push(name.slice(CREDENTIALS_PREFIX.length));
    } else if (name.startsWith(PREPOPULATED_PREFIX) && name.length > PREPOPULATED_PREFIX.length) {
      prepopulatedAt.push(index);
      prepopulatedFields.push(name.slice(PREPOPULATED_PREFIX.length));
    } else if (name === FORM_TYPES_COLUMN) formTypesAt = index;
    else if (name === WALLET_EMAIL_COLUMN) walletEmailAt = index;
    else problems.push(`${column} is not a roster column: use ${CREDENTIALS_PREFIX}<field>, ${PREPOPULATED_PREFIX}<field>, ${FORM_TYPES_COLUMN} or ${WALLET_EMAIL_COLUMN}`);
  });
  if (credentialFields.length === 0) problems.push(`no ${CREDENTIALS_PREFIX}<field> column: a member is found by their credentials, e.g. ${CREDENTIALS_PREFIX}noticeId`);
  for (const [formType, fields] of credentialModelFields(claimsCase)) {
    for (const field of credentialFields) {
      if (!fields.has(field)) problems.push(`${CREDENTIALS_PREFIX}${field}: the ${formType} credentials model has no field "${field}"`);
    }
  }
  if (problems.length > 0) return { kind: "refused", problems };
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
