// The five deadlines of spec section 3 and the pages each one governs. Confirmation pages are governed
// by none: a claimant who submitted just before a deadline must still be shown the reference code.
import type { FormType } from "../navigation/form-type.ts";
import { normalizePath } from "../navigation/routes.ts";

export const DEADLINE_NAMES = [
  "globalDeadline",
  "claimFilingDeadline",
  "automotiveFilingDeadline",
  "lookupFilingDeadline",
  "documentsUploadFilingDeadline"
] as const;

export type DeadlineName = (typeof DEADLINE_NAMES)[number];

export const isDeadlineName = (value: string): value is DeadlineName => (DEADLINE_NAMES as readonly string[]).includes(value);

/** The form type whose pages a deadline governs; "every" for the global deadline, which governs them all. */
export const DEADLINE_FORM_TYPES: Readonly<Record<DeadlineName, FormType | "every">> = {
  globalDeadline: "every",
  claimFilingDeadline: "Standard",
  automotiveFilingDeadline: "Automotive",
  lookupFilingDeadline: "Lookup",
  documentsUploadFilingDeadline: "DocumentsUpload"
};

const CONFIRMATION_PAGE = "/confirmation";

export const isConfirmationPage = (pagePath: string): boolean => normalizePath(pagePath).endsWith(CONFIRMATION_PAGE);

/** The deadlines governing a page of a form type, the global one first; none on a confirmation page. */
export const governingDeadlines = (formType: FormType, pagePath: string): readonly DeadlineName[] =>
  isConfirmationPage(pagePath)
    ? []
    : DEADLINE_NAMES.filter((name) => {
        const governed = DEADLINE_FORM_TYPES[name];
        return governed === "every" || governed === formType;
      });
