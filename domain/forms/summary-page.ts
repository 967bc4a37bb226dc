// Which page is a form's claim summary: the page whose path ends in /claim-summary, in every form type's
// sequence. Apart from the summary's own code, so a page that only asks this loads none of it.
import { normalizePath } from "../navigation/routes.ts";

export const SUMMARY_SEGMENT = "/claim-summary";

export const isSummaryPage = (path: string): boolean => normalizePath(path).endsWith(SUMMARY_SEGMENT);
