// Which page an address shows (spec section 2): a form's page (every page of every form type's sequence,
// the optional Standard pages included, and the start page at "/"), one of the site's own pages, or none
// (the catch-all sends it to /page-not-found). The site's guard loads the page's code by it, and the server
// preloads the same page's chunks.
import { FORM_TYPES } from "./form-type.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "./navigation-sequences.ts";
import { normalizePath, ROUTES } from "./routes.ts";

export type SitePage = "form" | "error" | "deadline" | "sessionExpired" | "notFound";

const OWN_PAGES: ReadonlyMap<string, SitePage> = new Map<string, SitePage>([
  [ROUTES.error, "error"],
  [ROUTES.defaultDeadline, "deadline"],
  [ROUTES.sessionExpired, "sessionExpired"],
  [ROUTES.notFound, "notFound"]
]);

const FORM_PAGE_PATHS: ReadonlySet<string> = new Set([
  ROUTES.root,
  ...FORM_TYPES.flatMap((formType) => sequenceFor(DEFAULT_SEQUENCES, formType, { standardWithOptionalPages: true }).map((node) => normalizePath(node.path)))
]);

/** The page an address shows, compared as page addresses are (normalizePath); null for none. */
export const sitePageFor = (path: string): SitePage | null => {
  const normalized = normalizePath(path);
  return OWN_PAGES.get(normalized) ?? (FORM_PAGE_PATHS.has(normalized) ? "form" : null);
};
