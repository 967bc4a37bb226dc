// The dtoMapping kinds of spec section 3: which part of the submission a model fills. Both
// documentContexts (submitted records) and DocumentContexts (record templates, never in the saved set) exist.
export const DTO_MAPPINGS = [
  "signature",
  "claimantInfo",
  "credentials",
  "claimDetails",
  "prepopulatedData",
  "documentContexts",
  "claimTransactions",
  "DocumentContexts"
] as const;

export type DtoMapping = (typeof DTO_MAPPINGS)[number];

/** Kinds submitted as a single model; the others are lists. */
export const SINGLE_MODEL_MAPPINGS: readonly DtoMapping[] = ["signature", "claimantInfo", "credentials", "claimDetails"];

export const isDtoMapping = (value: string): value is DtoMapping => (DTO_MAPPINGS as readonly string[]).includes(value);

/** Kinds whose configuration item is a template for records the claimant adds (documents, transactions). */
export const RECORD_TEMPLATE_MAPPINGS: readonly DtoMapping[] = ["DocumentContexts", "claimTransactions"];

export const isRecordTemplate = (dtoMapping: string): boolean => (RECORD_TEMPLATE_MAPPINGS as readonly string[]).includes(dtoMapping);
