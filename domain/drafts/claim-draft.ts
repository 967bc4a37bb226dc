// A claim in progress as the server keeps it between visits (save and return): the form type, the page the
// claimant was on, the culture, every saved model's values and edit states, the prepopulated data, and the
// names of the documents chosen, whose bytes are never kept (they are chosen again), and which page saved it.
// The same Schema decodes a draft in the browser and refuses on the server a body that is not one; its
// bounds cap what one holds.
import { Option, Schema } from "effect";
import { FORM_TYPES, type FormType } from "../navigation/form-type.ts";
import { isFileList } from "../forms/field-value.ts";
import type { Fields } from "../forms/field-value.ts";
import type { ModelSet } from "../forms/form-model.ts";
import { KeptFields, keptFields, KeptModel, keptModels } from "../forms/kept-claim.ts";
import type { ModelConfigItem } from "../forms/model-config.schema.ts";

/** More models than any form has, records included. */
export const MAX_DRAFT_MODELS = 500;
export const MAX_DRAFT_DOCUMENTS = 200;
const MAX_PAGE_PATH = 200;
const MAX_CULTURE = 35;
const MAX_FILE_NAME = 255;
/** The length of the random name a page saves its drafts under (claim-drafts.ts). */
export const DRAFT_WRITER_LENGTH = 16;

export const ClaimDraft = Schema.Struct({
  formType: Schema.Literals(FORM_TYPES),
  /** The page's path, where "continue" takes the claimant. */
  page: Schema.String.check(Schema.isMaxLength(MAX_PAGE_PATH)),
  culture: Schema.String.check(Schema.isMaxLength(MAX_CULTURE)),
  /** Epoch milliseconds, from the session's clock. */
  savedAt: Schema.Number,
  models: Schema.Array(KeptModel).check(Schema.isMaxLength(MAX_DRAFT_MODELS)),
  prepopulated: KeptFields,
  /** The documents chosen when it was saved: a draft never holds their bytes, so they are chosen again. */
  documentsToChooseAgain: Schema.Array(Schema.String.check(Schema.isMaxLength(MAX_FILE_NAME))).check(Schema.isMaxLength(MAX_DRAFT_DOCUMENTS)),
  /**
   * The page that saved it, a random name given once per page load: a save of the tab's own that reached the
   * server late is older than what the tab holds, where another tab's or device's is newer (claim-drafts.ts).
   * (None in a draft saved before drafts were named so.)
   */
  writer: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(DRAFT_WRITER_LENGTH)))
});

export type ClaimDraft = typeof ClaimDraft.Type;

export interface ClaimToDraft {
  readonly formType: FormType;
  readonly page: string;
  readonly culture: string;
  readonly savedAt: number;
  readonly models: ModelSet;
  readonly prepopulated: Fields;
  readonly config: readonly ModelConfigItem[];
  readonly writer: string;
}

const chosenDocuments = (models: ModelSet): readonly string[] =>
  models.saved
    .flatMap((model) => Object.values(model.fields))
    .flatMap((value) => (value !== null && isFileList(value) ? value.map((file) => file.name.slice(0, MAX_FILE_NAME)) : []))
    .slice(0, MAX_DRAFT_DOCUMENTS);

export const claimDraft = (claim: ClaimToDraft): ClaimDraft => ({
  formType: claim.formType,
  page: claim.page.slice(0, MAX_PAGE_PATH),
  culture: claim.culture.slice(0, MAX_CULTURE),
  savedAt: claim.savedAt,
  models: keptModels(claim.models, claim.config).slice(0, MAX_DRAFT_MODELS),
  prepopulated: keptFields(claim.prepopulated),
  documentsToChooseAgain: chosenDocuments(claim.models),
  writer: claim.writer.slice(0, DRAFT_WRITER_LENGTH)
});

const ClaimDraftJson = Schema.fromJsonString(ClaimDraft);

export const encodeClaimDraft = (draft: ClaimDraft): string => Schema.encodeSync(ClaimDraftJson)(draft);

/** A draft, or null for text that is not one (an older shape, or tampered with). */
export const decodeClaimDraft = (text: string): ClaimDraft | null => Option.getOrNull(Schema.decodeUnknownOption(ClaimDraftJson)(text));

/**
 * The copy a tab keeps of its claim as its page is left, with the server versions its answers were based on:
 * `confirmed`, the last the server had answered; `basedOn`, the last its saves still on their way could
 * make. A server draft of a later version than `confirmed` is the tab's own late save only when it names the
 * copy's writer and is no later than `basedOn`; otherwise it was saved elsewhere since, and is the newer one
 * whatever the clocks say. (A copy kept before `confirmed` was written goes by `basedOn` alone.)
 */
export const LocalClaimDraft = Schema.Struct({
  basedOn: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  confirmed: Schema.optionalKey(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  draft: ClaimDraft
});

export type LocalClaimDraft = typeof LocalClaimDraft.Type;

const LocalClaimDraftJson = Schema.fromJsonString(LocalClaimDraft);

export const encodeLocalClaimDraft = (local: LocalClaimDraft): string => Schema.encodeSync(LocalClaimDraftJson)(local);

export const decodeLocalClaimDraft = (text: string): LocalClaimDraft | null => Option.getOrNull(Schema.decodeUnknownOption(LocalClaimDraftJson)(text));

/** Whether a draft holds anything a claimant typed or chose: otherwise there is nothing to offer back. */
export const draftHasAnswers = (draft: ClaimDraft): boolean =>
  draft.documentsToChooseAgain.length > 0 || draft.models.some((model) => Object.values(model.fieldStates).some((state) => state.everDirty));
