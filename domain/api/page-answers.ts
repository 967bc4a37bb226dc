// What the server writes into the page that answers the site's own start-up calls: the start-up answers
// every claimant gets (by API address, as the server gave them), the first render's content and when the
// deadlines fall. The site reads them from the page; the HTTP adapter answers those calls from them, and
// start-up reads the deadlines with the moments (domain/deadlines/deadline-moments.ts).
import type { KnownDeadlineMoments } from "../deadlines/deadline-moments.ts";
import type { InitialContent } from "./initial-content.ts";

export interface PageAnswers {
  /** API addresses and their JSON answers, as the page carries them; anything else is ignored. */
  readonly startup: unknown;
  readonly initialContent: InitialContent | null;
  readonly deadlineMoments: KnownDeadlineMoments;
  /** In a page served whole, the client-id characters of its first view (prerendered-page.ts). */
  readonly firstViewIds?: readonly string[];
}
