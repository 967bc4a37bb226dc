// A loaded case directory (docs/case-directory.md): everything the server answers from, decoded with
// the same Schemas the site uses. Built once at start; read-only afterwards.
import type { WireFields } from "../api/field-values.schema.ts";
import type { LocalizationItem } from "../culture/culture-content.schema.ts";
import type { DeadlineResponse } from "../deadlines/deadline-response.schema.ts";
import type { ModelConfigItem } from "../forms/model-config.schema.ts";
import type { FormType } from "../navigation/form-type.ts";
import type { SiteSettings } from "./site-settings.schema.ts";

export interface ClassMember {
  /** The credential fields as the credentials models name them (noticeId, pin, ...). */
  readonly credentials: Readonly<Record<string, string>>;
  /** The form types this member may file. */
  readonly formTypes: readonly FormType[];
  /** Prepopulated data items, as the authorize answer sends them. */
  readonly prepopulatedData: readonly { readonly metadata?: Readonly<Record<string, string>>; readonly fields: WireFields }[];
  /** The wallet account the member verified, for the payment election check. */
  readonly walletEmail?: string;
}

export interface ClaimsCase {
  readonly dir: string;
  readonly site: SiteSettings;
  readonly deadlines: DeadlineResponse;
  /** Every form type's models in one list, each item's metadata naming its formType. */
  readonly modelConfig: readonly ModelConfigItem[];
  /** Localization content per enabled culture. */
  readonly content: Readonly<Record<string, readonly LocalizationItem[]>>;
  readonly members: readonly ClassMember[];
  readonly characterWhitelist: string;
}
