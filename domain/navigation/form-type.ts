// The four form types of the spec and their address segments; anything else is 'Unexpected Form Type'.
import { NavigationError } from "./navigation-error.ts";

export const FORM_TYPES = ["Standard", "Lookup", "Automotive", "DocumentsUpload"] as const;

export type FormType = (typeof FORM_TYPES)[number];

/** The segment naming a form type in page addresses, API paths and the session-expired query. */
export const FORM_TYPE_SEGMENTS: Readonly<Record<FormType, string>> = {
  Standard: "standard",
  Lookup: "lookup",
  Automotive: "automotive",
  DocumentsUpload: "documents-upload"
};

export const UNEXPECTED_FORM_TYPE = "Unexpected Form Type";

export const isFormType = (value: unknown): value is FormType => (FORM_TYPES as readonly unknown[]).includes(value);

/** Accepts a form type by name or by its segment, case-insensitively. */
export const parseFormType = (value: string): FormType => {
  const wanted = value.trim().toLowerCase();
  const found = FORM_TYPES.find((type) => type.toLowerCase() === wanted || FORM_TYPE_SEGMENTS[type] === wanted);
  if (found === undefined) throw new NavigationError("unexpectedFormType", UNEXPECTED_FORM_TYPE);
  return found;
};

/** The start page of the form a query names, as its segment (form=standard); "/" when it names none or an unknown one. */
export const firstPageOf = (form: string | null): string => {
  const wanted = form?.trim().toLowerCase();
  const formType = FORM_TYPES.find((type) => FORM_TYPE_SEGMENTS[type] === wanted);
  return formType === undefined ? "/" : `/${FORM_TYPE_SEGMENTS[formType]}`;
};
