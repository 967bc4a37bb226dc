// The address segments of spec section 7 the server must answer exactly as the client builds them
// (adapters/http/claims-api-paths.ts, which server code may not import); the round-trip test holds them together.
import { FORM_TYPE_SEGMENTS, type FormType } from "../../domain/navigation/form-type.ts";

/** The wallet provider's settings segment after /api/banking/ when the case names none. */
export const DEFAULT_WALLET_SETTINGS_SEGMENT = "paypal-settings";

/** Lookup only authorizes: the spec gives it no submit address. */
export const SUBMITTING_FORM_TYPES: readonly FormType[] = ["Standard", "Automotive", "DocumentsUpload"];

export const formSegment = (formType: FormType): string => FORM_TYPE_SEGMENTS[formType];
