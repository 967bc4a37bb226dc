// The answers of the draft calls (GET and PUT /api/forms/<type>/draft, docs/deployment.md): the draft kept
// with its version, the version a save made, and a 409's current version; and of GET /api/session, the form
// types the browser's cookies still authorize. What the site makes of them, as
// one result per call: a draft found (or none), saved, a conflict to reload, the claim filed since, or the form
// no longer authorized.
import { Schema } from "effect";
import { ClaimDraft } from "../drafts/claim-draft.ts";
import { FORM_TYPES } from "../navigation/form-type.ts";

const Version = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0));

export const DraftAnswer = Schema.Struct({
  version: Version,
  draft: Schema.NullOr(ClaimDraft),
  savedAt: Schema.NullOr(Schema.String)
});

/** GET /api/session: the form types this browser's cookies still authorize. */
export const SessionAnswer = Schema.Struct({ authorizedForms: Schema.Array(Schema.Literals(FORM_TYPES)) });

export const DraftSavedAnswer = Schema.Struct({ version: Version });

/** A 409: saved elsewhere since (the version to reload), or `filed`: the member's claims of the form are all filed. */
export const DraftConflictAnswer = Schema.Struct({ version: Version, filed: Schema.optional(Schema.Boolean) });

export type DraftRead =
  /** The server no longer holds the form's authorization (a real expiry, or another tab logged out). */
  | { readonly kind: "notAuthorized" }
  | { readonly kind: "found"; readonly version: number; readonly draft: ClaimDraft | null };

export type DraftWrite =
  | { readonly kind: "notAuthorized" }
  | { readonly kind: "saved"; readonly version: number }
  /** Saved from another tab or device since the version sent: reload it. */
  | { readonly kind: "conflict"; readonly version: number }
  /** The claim was filed (from another device) since: nothing is kept, and nothing more is saved. */
  | { readonly kind: "filed" };
