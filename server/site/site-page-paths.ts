// Which addresses are pages the server answers 200 from index.html: every page the claimant site's router
// shows (domain/navigation/site-pages.ts: each form's pages, the start page, the error, deadline and
// session-expired pages), and the pages listed in OTHER_PAGES. Any other address that is neither an asset
// nor an API call gets the not-found page with 404, the not-found page's own address included, so a link
// checker or a load balancer's probe of a wrong path never reads success.
import { normalizePath } from "../../domain/navigation/routes.ts";
import { sitePageFor } from "../../domain/navigation/site-pages.ts";

/** Pages served from index.html that the claimant site's router does not list, compared as page addresses are. */
export const OTHER_PAGES: readonly string[] = [];

export const isSitePage = (path: string): boolean => {
  const page = sitePageFor(path);
  return (page !== null && page !== "notFound") || OTHER_PAGES.includes(normalizePath(path));
};
