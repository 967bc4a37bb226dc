// The application state of spec section 3, held by the ClaimSession: navigation, form models,
// authorization, client flags, errors, banner, captcha, cultures and content, deadlines, wallet
// settings, reference codes, the session timer, the issues shown on the current page and the saved draft.
import { type CaptchaState, initialCaptchaState } from "../../domain/captcha/captcha-state.ts";
import type { CsrfToken } from "../../domain/api/csrf-token.schema.ts";
import type { ClaimDraft } from "../../domain/drafts/claim-draft.ts";
import type { WalletSettings } from "../../domain/api/wallet-settings.schema.ts";
import { DEFAULT_CULTURE, type EnabledCultures } from "../../domain/culture/culture.ts";
import type { LocalizationItem } from "../../domain/culture/culture-content.schema.ts";
import type { DeadlineSettings } from "../../domain/deadlines/deadline-settings.ts";
import { type AuthorizationState, INITIAL_AUTHORIZATION } from "../../domain/submission/authorization-state.ts";
import type { ClaimReceipt } from "../../domain/submission/claim-receipt.ts";
import type { Fields } from "../../domain/forms/field-value.ts";
import type { FormModel, ModelSet } from "../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import type { SavedNotice } from "../../domain/forms/saved-notice.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { INITIAL_NAVIGATION, type NavigationState } from "../../domain/navigation/navigation-state.ts";
import { MIN_SESSION_DURATION_MINUTES, STOPPED_TIMER, type SessionTimer } from "../../domain/session/session-timer.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";

/** The start-up calls a form cannot show its fields without. */
export type FormSetupCall = "modelConfig" | "characterWhitelist";

export interface ClaimState {
  readonly started: boolean;
  /** The form's start-up calls that failed (not those the server said are not available): asked again on entering a form. */
  readonly failedSetup: readonly FormSetupCall[];
  readonly csrf: CsrfToken | null;
  readonly navigation: NavigationState;
  readonly modelConfig: readonly ModelConfigItem[] | null;
  readonly models: ModelSet | null;
  /**
   * The spec's client state, but for expiredRedirectUrl: the session-expired address is made from the form and
   * culture at the moment of expiry (navigation-transition.ts), so no stored copy of it can go stale.
   */
  readonly client: {
    readonly signature: string | null;
    readonly isSubmitting: boolean;
    /** The server was too busy for the submit (503): it is sent again, under the same key, in this many seconds. */
    readonly submitRetryInSeconds: number | null;
    readonly minSessionDuration: number;
  };
  readonly characterWhitelist: string | null;
  readonly deadlineSettings: DeadlineSettings;
  readonly authorized: AuthorizationState;
  readonly errorInfo: { readonly showError: boolean; readonly header: string; readonly message: string };
  readonly banner: { readonly activeBannerState: boolean };
  readonly walletSettings: (WalletSettings & { readonly invalidPayPalVerification: boolean }) | null;
  readonly captcha: CaptchaState;
  readonly cultures: EnabledCultures;
  readonly culture: string;
  readonly content: readonly LocalizationItem[];
  readonly referenceCodes: Readonly<Partial<Record<FormType, string>>>;
  /** The culture the client's signature date was fetched in; null before it was. */
  readonly signatureCulture: string | null;
  /** The prepopulated data of the last accepted authorize answer, keyed with a lower-case first letter. */
  readonly prepopulated: Fields;
  readonly timer: SessionTimer;
  readonly sessionExpired: boolean;
  /** The issues shown on the current page after a failed Next or Submit, and per field once touched. */
  readonly pageIssues: readonly ValidationIssue[];
  /** The 'saved' confirmation of the record saved last, until it ends (spec section 9: 5 seconds). */
  readonly savedNotice: SavedNotice | null;
  /** A saved record opened again to be edited (records.ts editRecord): as it was, and its place among the saved. */
  readonly editing: { readonly original: FormModel; readonly index: number } | null;
  /**
   * One key per claim, kept across retries so a retried submit never files twice; a claim changed since
   * (its fingerprint differs) is a new claim and gets a new key.
   */
  readonly idempotencyKey: { readonly key: string; readonly fingerprint: string } | null;
  /**
   * Set by a Change link of the claim summary: the page Next returns to (the summary) instead of going on,
   * and the field to focus on the page changed. Cleared once the summary is reached again or Back is used.
   */
  readonly returnTo: ReturnTo | null;
  /** The receipt of each form's filed claim, kept in the draft store so a reload of the confirmation still shows it. */
  readonly receipts: Readonly<Partial<Record<FormType, ClaimReceipt>>>;
  /** The wallet provider's login of the payment election, from the link's first showing; see WalletLogin. */
  readonly walletLogin: WalletLogin | null;
  /** The file picks being checked: the latest of each file field only (an earlier pick of the field is superseded). */
  readonly fileChecks: readonly FileCheck[];
  /** The claimant's saved draft on the server (save and return; see claim-drafts.ts). */
  readonly draft: DraftState;
}

export interface DraftState {
  /** The server's version of each form's draft these answers were saved as or brought back from (0: none). */
  readonly versions: Readonly<Partial<Record<FormType, number>>>;
  /** Found when the member authorized again: offered to continue, or to start again. */
  readonly offer: { readonly formType: FormType; readonly version: number; readonly draft: ClaimDraft } | null;
  /** The documents chosen before the draft was saved, which the claimant must choose again (their bytes are never kept). */
  readonly documentsToChooseAgain: readonly string[];
  /**
   * What the claimant is told: saved (Save and come back later), notSaved (that save failed), reloaded (another
   * tab or device saved since: its answers are shown).
   */
  readonly notice: "saved" | "notSaved" | "reloaded" | "filed" | null;
  /** Saves asked for and not yet answered: each that succeeds makes one version more. */
  readonly pendingSaves: number;
  /** The name this page saves its drafts under (ClaimDraft's writer), given at its first save or keeping; null before. */
  readonly writer: string | null;
  /**
   * The page this tab was before it reloaded, as its own copy told (keepDraftLocally): the name it saved
   * under, and the last version its saves could make. Its drafts up to that version are older than what
   * this page holds; a later one of its own was saved after the copy (a tab that went on, duplicated).
   */
  readonly predecessor: { readonly formType: FormType; readonly writer: string; readonly upTo: number } | null;
}

export const INITIAL_DRAFT_STATE: DraftState = { versions: {}, offer: null, documentsToChooseAgain: [], notice: null, pendingSaves: 0, writer: null, predecessor: null };

/** A picked file being checked before it joins the claim; the entry itself marks the pick (see choose-file.ts). */
export interface FileCheck {
  readonly clientId: string;
  readonly key: string;
  readonly fileName: string;
}

export interface ReturnTo {
  readonly path: string;
  readonly field: { readonly clientId: string; readonly key: string } | null;
}

export interface WalletLogin {
  /** The one-time random state sent to the provider and matched on return. */
  readonly state: string;
  /** none: not back yet; connected: the provider answered this state with an authorization code. */
  readonly outcome: "none" | "connected" | "notConfirmed";
  readonly code: string | null;
  /** The culture of a claim just brought back, for the first page entered when its address names none. */
  readonly returnCulture: string | null;
}

export const INITIAL_CLAIM_STATE: ClaimState = {
  started: false,
  failedSetup: [],
  csrf: null,
  navigation: INITIAL_NAVIGATION,
  modelConfig: null,
  models: null,
  client: { signature: null, isSubmitting: false, submitRetryInSeconds: null, minSessionDuration: MIN_SESSION_DURATION_MINUTES },
  characterWhitelist: null,
  deadlineSettings: {},
  authorized: INITIAL_AUTHORIZATION,
  errorInfo: { showError: false, header: "", message: "" },
  banner: { activeBannerState: false },
  walletSettings: null,
  captcha: initialCaptchaState({ production: false }),
  cultures: {},
  culture: DEFAULT_CULTURE,
  content: [],
  referenceCodes: {},
  prepopulated: {},
  signatureCulture: null,
  timer: STOPPED_TIMER,
  sessionExpired: false,
  pageIssues: [],
  savedNotice: null,
  editing: null,
  idempotencyKey: null,
  returnTo: null,
  receipts: {},
  walletLogin: null,
  fileChecks: [],
  draft: INITIAL_DRAFT_STATE
};
