// What the client and the server of spec section 7 must agree on beyond the fixed paths: which form types
// have a submit address, and the wallet settings segment used when a case names none.
import type { FormType } from "../navigation/form-type.ts";

/** The wallet provider's settings segment after /api/banking/ when none is configured. */
export const DEFAULT_WALLET_SETTINGS_SEGMENT = "paypal-settings";

/** Form types that have a submit address; Lookup only authorizes. */
export const SUBMITTING_FORM_TYPES: readonly FormType[] = ["Standard", "Automotive", "DocumentsUpload"];
