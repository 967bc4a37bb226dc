// The addresses of spec section 7, word for word, relative to the site's base address. Only what goes
// into a query is encoded here; a Lookup submit has no address in the spec, so asking for one is 'Unexpected Form Type'.
import { FORM_TYPE_SEGMENTS, type FormType, UNEXPECTED_FORM_TYPE } from "../../domain/navigation/form-type.ts";
import { NavigationError } from "../../domain/navigation/navigation-error.ts";
import { SUBMITTING_FORM_TYPES } from "../../domain/api/claims-api-routes.ts";

const withCulture = (path: string, culture: string): string => `${path}?culture=${encodeURIComponent(culture)}`;

export const CLAIMS_API_PATHS = {
  csrf: "/api/csrf",
  cultures: "/api/cultures",
  content: (culture: string): string => withCulture("/api/culture/content", culture),
  setLanguage: (culture: string): string => withCulture("/api/culture/set-language", culture),
  deadlines: "/api/deadlines",
  characterWhitelist: "/api/characters-whitelist",
  captchaSettings: "/api/captcha",
  walletSettings: (segment: string): string => `/api/banking/${segment}`,
  modelConfig: "/api/forms/config",
  signatureDate: (culture: string): string => withCulture("/api/signature-date", culture),
  authorize: (formType: FormType): string => `/api/forms/${FORM_TYPE_SEGMENTS[formType]}/authorize`,
  /** Throws NavigationError("unexpectedFormType") for Lookup: the spec gives it no submit call. */
  submit: (formType: FormType): string => {
    if (!SUBMITTING_FORM_TYPES.includes(formType)) throw new NavigationError("unexpectedFormType", UNEXPECTED_FORM_TYPE);
    return `/api/forms/${FORM_TYPE_SEGMENTS[formType]}`;
  },
  tracking: "/api/telemetry/tracking",
  draft: (formType: FormType): string => `/api/forms/${FORM_TYPE_SEGMENTS[formType]}/draft`,
  sessionTimeout: "/api/session-timeout",
  session: "/api/session"
} as const;
