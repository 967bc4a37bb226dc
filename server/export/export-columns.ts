// The columns of a CSV export, fixed by the case so a daily file always has the same ones: the claim's
// reference code, form type, culture, when it was filed (UTC, and in the case's zone), the notice id, then
// every answer as part.field in the order the case's forms list their models (a form's pages in order),
// prepopulated models as prepopulatedData[n].field, and each record list (documents, transactions) as
// RECORD_GROUPS groups list[n].field and one list[more] column holding any further records as JSON, so no
// record is ever left out. File fields are not answers: the documents' bytes go out beside the CSV. A claim's
// parts are looked up once (claimParts), then every column reads from them.
import type { ClaimsCase } from "../../domain/case/claims-case.ts";
import type { DtoMapping } from "../../domain/forms/dto-mapping.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { StoredClaim } from "../store/claim-store.port.ts";

/** Column groups a record list gets before its [more] column. */
export const RECORD_GROUPS = 5;

type Fields = Readonly<Record<string, unknown>>;

/** A stored claim's parts, found once: its single models' fields, and each list's models (their fields) by hash. */
export interface ClaimParts {
  readonly claim: StoredClaim;
  readonly filedAtLocal: string;
  readonly single: (part: string) => Fields | null;
  /** A list part's models of these template hashes (or carrying none), in order; looked up once per set of hashes. */
  readonly models: (part: string, hashes: ReadonlySet<string>) => readonly { readonly fields: Fields | null }[];
}

export interface ExportColumn {
  readonly name: string;
  /** The claim's value for the column, as stored (a string, number, boolean, list or null). */
  readonly value: (parts: ClaimParts) => unknown;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null && !Array.isArray(value);

const fieldsOf = (model: unknown): Fields | null => (isRecord(model) && isRecord(model["fields"]) ? model["fields"] : null);

export const claimParts = (claim: StoredClaim, filedAtLocal: string): ClaimParts => {
  const payload = isRecord(claim.payload) ? claim.payload : {};
  const found = new Map<ReadonlySet<string>, readonly { readonly fields: Fields | null }[]>();
  return {
    claim,
    filedAtLocal,
    single: (part) => fieldsOf(payload[part]),
    models: (part, hashes) => {
      let models = found.get(hashes);
      if (models === undefined) {
        const value = payload[part];
        models = (Array.isArray(value) ? value : [])
          .filter((model: unknown) => !isRecord(model) || typeof model["metadataHash"] !== "string" || hashes.has(model["metadataHash"]))
          .map((model: unknown) => ({ fields: fieldsOf(model) }));
        found.set(hashes, models);
      }
      return models;
    }
  };
};

const field = (fields: Fields | null | undefined, key: string): unknown => (fields !== null && fields !== undefined && Object.hasOwn(fields, key) ? fields[key] : null);

/** Where each DTO list is named in a stored claim: record templates (DocumentContexts) file as documentContexts. */
const PART_OF: Partial<Record<DtoMapping, string>> = { DocumentContexts: "documentContexts" };

const answerKeys = (item: ModelConfigItem): readonly string[] => item.fields.filter((each) => each.control !== "file").map((each) => each.key);

/** The columns of the forms given, in order; a column two forms share is one column, where it first came. */
export const exportColumns = (claimsCase: ClaimsCase, formTypes: readonly FormType[], identifierField: string | null): readonly ExportColumn[] => {
  const columns = new Map<string, ExportColumn>();
  const add = (name: string, value: ExportColumn["value"]): void => {
    if (!columns.has(name)) columns.set(name, { name, value });
  };
  add("referenceCode", (parts) => parts.claim.referenceCode);
  add("formType", (parts) => parts.claim.formType);
  add("culture", (parts) => parts.claim.culture);
  add("filedAtUtc", (parts) => parts.claim.receivedAt.toISOString());
  add("filedAtLocal", (parts) => parts.filedAtLocal);
  if (identifierField !== null) add(`credentials.${identifierField}`, (parts) => field(parts.single("credentials"), identifierField));
  // A list template's hash in each form: a column two forms share reads each claim by its own form's template.
  const listHashes = new Map<string, Set<string>>();
  for (const formType of formTypes) {
    const items = claimsCase.modelConfig.filter((item) => item.metadata["formType"] === formType);
    let prepopulated = 0;
    for (const item of items) {
      const mapping = item.metadata.dtoMapping;
      if (mapping === "credentials" || mapping === "documentContexts") continue;
      if (mapping === "prepopulatedData") {
        const hashes = new Set([item.metadataHash]);
        const list = `prepopulatedData[${String(prepopulated)}]`;
        prepopulated += 1;
        for (const key of answerKeys(item)) add(`${list}.${key}`, (parts) => field(parts.models("prepopulatedData", hashes)[0]?.fields, key));
      } else if (mapping === "DocumentContexts" || mapping === "claimTransactions") {
        const part = PART_OF[mapping] ?? mapping;
        const hashes = listHashes.get(part) ?? new Set<string>();
        hashes.add(item.metadataHash);
        listHashes.set(part, hashes);
        for (let index = 0; index < RECORD_GROUPS; index += 1) {
          for (const key of answerKeys(item)) add(`${part}[${String(index)}].${key}`, (parts) => field(parts.models(part, hashes)[index]?.fields, key));
        }
        add(`${part}[more]`, (parts) => {
          const more = parts.models(part, hashes).slice(RECORD_GROUPS);
          return more.length === 0 ? null : JSON.stringify(more.map((model) => model.fields));
        });
      } else {
        for (const key of answerKeys(item)) add(`${mapping}.${key}`, (parts) => field(parts.single(mapping), key));
      }
    }
  }
  return [...columns.values()];
};
