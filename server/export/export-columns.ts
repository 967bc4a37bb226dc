// The columns of a CSV export, fixed by the case so a daily file always has the same ones: the claim's
// reference code, form type, culture, when it was filed (UTC, and in the case's zone), the notice id, then
// every answer as part.field in the order the case's forms list their models (a form's pages in order),
// prepopulated models as prepopulatedData[n].field, and each record list (documents, transactions) as
// RECORD_GROUPS groups list[n].field and one list[more] column holding any further records as JSON, so no
// record is ever left out. File fields are not answers: the documents' bytes go out beside the CSV.
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import type { DtoMapping } from "../../domain/forms/dto-mapping.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { StoredClaim } from "../store/claim-store.port.ts";

/** Column groups a record list gets before its [more] column. */
export const RECORD_GROUPS = 5;

export interface ExportColumn {
  readonly name: string;
  /** The claim's value for the column, as stored (a string, number, boolean, list or null). */
  readonly value: (claim: StoredClaim, filedAtLocal: string) => unknown;
}

interface Model {
  readonly metadataHash?: unknown;
  readonly fields?: unknown;
}

const partOf = (claim: StoredClaim, part: string): unknown =>
  typeof claim.payload === "object" && claim.payload !== null ? (claim.payload as Readonly<Record<string, unknown>>)[part] : undefined;

const fieldOf = (model: unknown, key: string): unknown => {
  const fields = typeof model === "object" && model !== null ? (model as Model).fields : undefined;
  return typeof fields === "object" && fields !== null && Object.hasOwn(fields, key) ? (fields as Readonly<Record<string, unknown>>)[key] : null;
};

/** A list part's models, those of the template's hash when they carry one. */
const modelsOf = (claim: StoredClaim, part: string, hashes: ReadonlySet<string>): readonly unknown[] => {
  const list = partOf(claim, part);
  if (!Array.isArray(list)) return [];
  return list.filter((model: unknown) => {
    const hash = typeof model === "object" && model !== null ? (model as Model).metadataHash : undefined;
    return typeof hash !== "string" || hashes.has(hash);
  });
};

/** Where each DTO list is named in a stored claim: record templates (DocumentContexts) file as documentContexts. */
const PART_OF: Partial<Record<DtoMapping, string>> = { DocumentContexts: "documentContexts" };

const answerKeys = (item: ModelConfigItem): readonly string[] => item.fields.filter((field) => field.control !== "file").map((field) => field.key);

/** The columns of the forms given, in order; a column two forms share is one column, where it first came. */
export const exportColumns = (claimsCase: ClaimsCase, formTypes: readonly FormType[], identifierField: string | null): readonly ExportColumn[] => {
  const columns = new Map<string, ExportColumn>();
  const add = (name: string, value: ExportColumn["value"]): void => {
    if (!columns.has(name)) columns.set(name, { name, value });
  };
  add("referenceCode", (claim) => claim.referenceCode);
  add("formType", (claim) => claim.formType);
  add("culture", (claim) => claim.culture);
  add("filedAtUtc", (claim) => claim.receivedAt.toISOString());
  add("filedAtLocal", (_claim, local) => local);
  if (identifierField !== null) add(`credentials.${identifierField}`, (claim) => fieldOf(partOf(claim, "credentials"), identifierField));
  // A list template's hash in each form: a column two forms share reads each claim by its own form's template.
  const listHashes = new Map<string, Set<string>>();
  for (const formType of formTypes) {
    const items = claimsCase.modelConfig.filter((item) => item.metadata["formType"] === formType);
    let prepopulated = 0;
    for (const item of items) {
      const mapping = item.metadata.dtoMapping;
      if (mapping === "credentials" || mapping === "documentContexts") continue;
      if (mapping === "prepopulatedData") {
        const hash = item.metadataHash;
        const list = `prepopulatedData[${String(prepopulated)}]`;
        prepopulated += 1;
        for (const key of answerKeys(item)) {
          add(`${list}.${key}`, (claim) => fieldOf(modelsOf(claim, "prepopulatedData", new Set([hash])).at(0), key));
        }
      } else if (mapping === "DocumentContexts" || mapping === "claimTransactions") {
        const part = PART_OF[mapping] ?? mapping;
        const hashes = listHashes.get(part) ?? new Set<string>();
        hashes.add(item.metadataHash);
        listHashes.set(part, hashes);
        for (let index = 0; index < RECORD_GROUPS; index += 1) {
          for (const key of answerKeys(item)) add(`${part}[${String(index)}].${key}`, (claim) => fieldOf(modelsOf(claim, part, hashes).at(index), key));
        }
        add(`${part}[more]`, (claim) => {
          const more = modelsOf(claim, part, hashes).slice(RECORD_GROUPS);
          return more.length === 0 ? null : JSON.stringify(more.map((model) => (model as Model).fields ?? null));
        });
      } else {
        for (const key of answerKeys(item)) add(`${mapping}.${key}`, (claim) => fieldOf(partOf(claim, mapping), key));
      }
    }
  }
  return [...columns.values()];
};
