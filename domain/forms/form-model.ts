// A form model (spec section 3): one part of a claim with its field values and each field's edit
// state. Models are immutable values; every change returns a new model.
import type { DtoMapping } from "./dto-mapping.ts";
import type { Fields } from "./field-value.ts";

export interface ModelMetadata {
  readonly dtoMapping: DtoMapping;
  /** Other metadata entries, their values camel-cased. */
  readonly [key: string]: string;
}

export interface FieldState {
  /** Changed at least once in this visit; errors show only once touched. */
  readonly touched: boolean;
  /** Edited by the claimant at some time; prepopulated data no longer overrides it. */
  readonly everDirty: boolean;
}

export interface FormModel {
  readonly clientId: string;
  /** The server's identifier; null until the model has been saved by the server. */
  readonly id: string | null;
  readonly metadata: ModelMetadata;
  readonly metadataHash: string;
  readonly fields: Fields;
  readonly fieldStates: Readonly<Record<string, FieldState>>;
}

export const UNTOUCHED: FieldState = { touched: false, everDirty: false };

export const fieldState = (model: FormModel, key: string): FieldState => model.fieldStates[key] ?? UNTOUCHED;

/** The saved models and the drafts (unsaved records) of a claim. */
export interface ModelSet {
  readonly saved: readonly FormModel[];
  readonly drafts: readonly FormModel[];
}
