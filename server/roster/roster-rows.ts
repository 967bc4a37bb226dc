// One data row of a roster CSV into a roster entry: every credential filled in, form types the case offers
// (the cell's, separated by "|", or the import's default), a wallet email when given, and no cell longer
// than a roster value can be. Each problem names its column; the caller adds the line.
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import { camelCase } from "../../domain/forms/camel-case.ts";
import { FORM_TYPES, type FormType, isFormType } from "../../domain/navigation/form-type.ts";
import type { MemberIdentities } from "../http/member-identity.ts";
import type { RosterEntry } from "../store/roster-import.queries.ts";
import { CREDENTIALS_PREFIX, FORM_TYPES_COLUMN, type RosterLayout, WALLET_EMAIL_COLUMN } from "./roster-columns.ts";

/** Longer than any credential, name, address line or email a roster holds. */
export const MAX_CELL_CHARACTERS = 500;
export const FORM_TYPE_SEPARATOR = "|";

export type RowReading = { readonly kind: "entry"; readonly entry: RosterEntry } | { readonly kind: "refused"; readonly problems: readonly string[] };

/** The form types a case offers: those its model configuration has models for. */
export const offeredFormTypes = (claimsCase: ClaimsCase): readonly FormType[] =>
  FORM_TYPES.filter((formType) => claimsCase.modelConfig.some((item) => camelCase(item.metadata["formType"] ?? "") === camelCase(formType)));

export interface RowRules {
  readonly layout: RosterLayout;
  readonly offered: readonly FormType[];
  /** The form types of a row whose formTypes cell is empty or absent; none means such a row is refused. */
  readonly defaultFormTypes: readonly FormType[];
  readonly identities: MemberIdentities;
}

const formTypesOf = (cell: string, rules: RowRules, problems: string[]): readonly FormType[] => {
  if (cell.trim() === "") {
    if (rules.defaultFormTypes.length === 0) problems.push(`${FORM_TYPES_COLUMN}: empty, and the import has no --form-types default`);
    return rules.defaultFormTypes;
  }
  const named = cell.split(FORM_TYPE_SEPARATOR).map((part) => part.trim());
  const formTypes: FormType[] = [];
  for (const name of named) {
    if (!isFormType(name)) problems.push(`${FORM_TYPES_COLUMN}: "${name}" is not a form type (${FORM_TYPES.join(", ")})`);
    else if (!rules.offered.includes(name)) problems.push(`${FORM_TYPES_COLUMN}: the ${name} form is not offered by the case`);
    else if (!formTypes.includes(name)) formTypes.push(name);
  }
  return formTypes;
};

export const readRow = (cells: readonly string[], rules: RowRules): RowReading => {
  const { layout } = rules;
  if (cells.length !== layout.width) return { kind: "refused", problems: [`has ${cells.length} cells for the ${layout.width} columns of the header`] };
  const problems: string[] = [];
  cells.forEach((cell, index) => {
    if (cell.length > MAX_CELL_CHARACTERS) problems.push(`column ${index + 1}: longer than ${MAX_CELL_CHARACTERS} characters`);
    // PostgreSQL cannot store U+0000 in text or jsonb.
    if (cell.includes("\u0000")) problems.push(`column ${index + 1}: holds the character U+0000`);
    // What UTF-8 decoding made of a byte that is not UTF-8: a credential hashed from it would never match.
    if (cell.includes("\uFFFD")) problems.push(`column ${index + 1}: is not UTF-8 text (save the file as UTF-8)`);
  });
  const credentials: Record<string, string> = Object.create(null) as Record<string, string>;
  layout.credentialAt.forEach((at, position) => {
    const field = layout.columns.credentialFields[position] ?? "";
    const value = (cells[at] ?? "").trim();
    if (value === "") problems.push(`${CREDENTIALS_PREFIX}${field}: a credential must not be blank`);
    credentials[field] = value;
  });
  const formTypes = formTypesOf(layout.formTypesAt === null ? "" : (cells[layout.formTypesAt] ?? ""), rules, problems);
  const walletEmail = layout.walletEmailAt === null ? "" : (cells[layout.walletEmailAt] ?? "").trim();
  if (walletEmail !== "" && !walletEmail.includes("@")) problems.push(`${WALLET_EMAIL_COLUMN}: "${walletEmail}" is not an email address`);
  const key = rules.identities.keyOfSent(layout.columns.credentialFields, credentials);
  if (key === null && problems.length === 0) problems.push("the credentials name no member");
  if (problems.length > 0 || key === null) return { kind: "refused", problems };
  const prepopulated = layout.prepopulatedAt.map((at) => {
    const value = cells[at] ?? "";
    return value.trim() === "" ? null : value;
  });
  return { kind: "entry", entry: { key, formTypes, prepopulated, walletEmail: walletEmail === "" ? null : walletEmail } };
};
