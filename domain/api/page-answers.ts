// What the server writes into the page that answers the site's own start-up calls: the start-up answers
// every claimant gets (by API address, as the server gave them) and the first render's content. The site
// reads them from the page; the HTTP adapter answers those calls from them.
import type { InitialContent } from "./initial-content.ts";

export interface PageAnswers {
  /** API addresses and their JSON answers, as the page carries them; anything else is ignored. */
  readonly startup: unknown;
  readonly initialContent: InitialContent | null;
}
