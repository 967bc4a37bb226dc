// A claim in progress kept while the claimant is away at the wallet provider's login (spec section 1), so
// coming back restores it instead of ending on the session-expired page. Kept: the form type, its
// authorization, the saved models' values and edit states, the prepopulated data, the culture and the
// one-time state the provider echoes. Not kept: the credentials (the PIN never rests in the browser's
// storage), drafts (unsaved records) and files, which a browser cannot
// store; a record that holds a file is dropped whole, a file field of any other model comes back empty.
// Restoring rebuilds every model against the configuration of the day: a model or field it no longer has
// is left out, and a value whose shape the field no longer takes (a list of dates, or one value) comes back
// empty, so a kept claim never brings back something the site cannot show.
import { Option, Schema } from "effect";
import { WireAnswer, type WireAnswers } from "../api/field-values.schema.ts";
import { FORM_TYPES, type FormType } from "../navigation/form-type.ts";
import { isDtoMapping, isRecordTemplate } from "./dto-mapping.ts";
import { takesDateList } from "./date-selection.ts";
import { type Fields, type FieldValue, isFileList } from "./field-value.ts";
import type { FieldState, FormModel, ModelSet } from "./form-model.ts";
import type { ModelConfigItem } from "./model-config.schema.ts";
import { configOfModel } from "./page-models.ts";

/** The draft store's key of the claim kept for the wallet login. */
export const KEPT_CLAIM_KEY = "claimInProgress";

export const KeptFields = Schema.Record(Schema.String, WireAnswer);

export const KeptModel = Schema.Struct({
  clientId: Schema.String,
  id: Schema.NullOr(Schema.String),
  metadataHash: Schema.String,
  metadata: Schema.Record(Schema.String, Schema.String),
  fields: KeptFields,
  fieldStates: Schema.Record(Schema.String, Schema.Struct({ touched: Schema.Boolean, everDirty: Schema.Boolean }))
});

export const KeptClaim = Schema.Struct({
  formType: Schema.Literals(FORM_TYPES),
  culture: Schema.String,
  /** Epoch milliseconds, from the session's clock. */
  keptAt: Schema.Number,
  /** The random value sent to the provider as `state`, to be matched on return. */
  walletState: Schema.String,
  models: Schema.Array(KeptModel),
  prepopulated: KeptFields
});

export type KeptClaim = typeof KeptClaim.Type;

export interface ClaimToKeep {
  readonly formType: FormType;
  readonly culture: string;
  readonly keptAt: number;
  readonly walletState: string;
  readonly models: ModelSet;
  readonly prepopulated: Fields;
  readonly config: readonly ModelConfigItem[];
}

const withoutFiles = (fields: Fields): WireAnswers =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value !== null && isFileList(value) ? null : value]));

const holdsFile = (model: FormModel): boolean => Object.values(model.fields).some((value) => value !== null && isFileList(value));

/** A record (made from a template) whose file cannot be kept is left out; see the top of the file. */
const keepable = (config: readonly ModelConfigItem[], model: FormModel): boolean => {
  const item = configOfModel(config, model);
  return !(holdsFile(model) && item !== undefined && isRecordTemplate(item.metadata.dtoMapping));
};

export type KeptModel = typeof KeptModel.Type;

/**
 * The saved models as they can be kept: no file, no record that holds one, and never the credentials (the
 * server's authorization stands for them; a claim sent without them is judged by that authorization).
 */
export const keptModels = (models: ModelSet, config: readonly ModelConfigItem[]): readonly KeptModel[] =>
  models.saved
    .filter((model) => model.metadata.dtoMapping !== "credentials" && keepable(config, model))
    .map((model) => ({ ...model, fields: withoutFiles(model.fields) }));

/** Prepopulated data as it can be kept: without files. */
export const keptFields = (fields: Fields): WireAnswers => withoutFiles(fields);

export const keptClaim = (claim: ClaimToKeep): KeptClaim => ({
  formType: claim.formType,
  culture: claim.culture,
  keptAt: claim.keptAt,
  walletState: claim.walletState,
  models: keptModels(claim.models, claim.config),
  prepopulated: withoutFiles(claim.prepopulated)
});

const KeptClaimJson = Schema.fromJsonString(KeptClaim);

export const encodeKeptClaim = (claim: KeptClaim): string => Schema.encodeSync(KeptClaimJson)(claim);

/** A kept claim, or null for text that is not one (an older shape, or tampered with). */
export const decodeKeptClaim = (text: string): KeptClaim | null => Option.getOrNull(Schema.decodeUnknownOption(KeptClaimJson)(text));

/** Only the fields the configuration still has, each given back its kept value and edit state. */
const restoredModel = (item: ModelConfigItem, kept: KeptModel): FormModel | null => {
  const dtoMapping = kept.metadata["dtoMapping"];
  if (dtoMapping === undefined || !isDtoMapping(dtoMapping)) return null;
  const fields: Record<string, FieldValue> = {};
  const fieldStates: Record<string, FieldState> = {};
  for (const field of item.fields) {
    const { key } = field;
    const value = kept.fields[key] ?? null;
    // A value of the wrong shape (a list where the field takes one value, or one value where it takes a
    // list: a draft kept before the configuration changed) comes back empty rather than unshowable.
    fields[key] = value !== null && Array.isArray(value) !== takesDateList(field) ? null : value;
    const state = kept.fieldStates[key];
    if (state !== undefined) fieldStates[key] = state;
  }
  return { clientId: kept.clientId, id: kept.id, metadata: { ...kept.metadata, dtoMapping }, metadataHash: kept.metadataHash, fields, fieldStates };
};

/**
 * The kept models over the fresh ones of start-up, in the fresh order: a fresh model is replaced by the kept
 * model of its kind, kept records follow, and a kept model the configuration no longer knows is left out.
 */
export const restoredModels = (kept: { readonly models: readonly KeptModel[] }, fresh: ModelSet, config: readonly ModelConfigItem[]): ModelSet => {
  const restored = kept.models.flatMap((model) => {
    const item = config.find((candidate) => candidate.metadataHash === model.metadataHash);
    const rebuilt = item === undefined ? null : restoredModel(item, model);
    return rebuilt === null ? [] : [rebuilt];
  });
  const freshHashes = new Set(fresh.saved.map((model) => model.metadataHash));
  const singles = fresh.saved.map((model) => restored.find((candidate) => candidate.metadataHash === model.metadataHash) ?? model);
  const records = restored.filter((model) => !freshHashes.has(model.metadataHash));
  return { saved: [...singles, ...records], drafts: [] };
};
