// The contract between the server and the site's prerender module (web/prerender.tsx, built apart and
// loaded by the server from the built site): what the server gives it to render one page's first view, and
// the markup it gives back for the page's root element and head, and which page that markup is: a fresh
// visit the site's guard sends on (a page past a form's first without its authorization, a deadline passed)
// is drawn as the page it lands on.
import type { AppSettings } from "./app-settings.schema.ts";
import { isJsonRecord } from "./json-record.ts";
import type { PageAnswers } from "./page-answers.ts";

export interface PrerenderInput {
  readonly settings: AppSettings;
  /** The answers the page carries for the site's start-up (page-answers.ts): the render uses nothing else. */
  readonly answers: PageAnswers;
  /** The page's path and query, as the claimant asked for it. */
  readonly address: string;
}

export interface PrerenderedPage {
  /** The path and query of the page drawn: the address asked for, or where the site's guard sent a fresh visit. */
  readonly address: string;
  /** The markup inside the site's root element. */
  readonly body: string;
  /** Style elements for the head, holding exactly the rules the body uses. */
  readonly head: string;
  /** The client-id characters the render drew, in order: the browser's session draws them again. */
  readonly clientIds: readonly string[];
  /** The parts loaded on demand that the render drew: the browser loads them before it takes the page over. */
  readonly parts: readonly string[];
}

/** The page's data block of a page served whole (FIRST_VIEW_ELEMENT_ID). */
export interface FirstView {
  readonly clientIds: readonly string[];
  readonly parts: readonly string[];
  /** The path of the page drawn; the browser takes it over only once its own first view is that page. */
  readonly path: string | null;
}

const strings = (value: unknown): readonly string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** The first view as the page carries it; anything not in its shape reads as empty. */
export const readFirstView = (value: unknown): FirstView =>
  isJsonRecord(value)
    ? { clientIds: strings(value.clientIds), parts: strings(value.parts), path: typeof value.path === "string" ? value.path : null }
    : { clientIds: [], parts: [], path: null };

/**
 * The window property where a page served whole keeps the button pressed before the site took it over (a
 * press then does nothing else: the form is not sent); the site presses it again once it has the page, and
 * sets `open`, after which presses are the site's.
 */
export const EARLY_PRESS_GLOBAL = "claimsEarlyPress";

export interface EarlyPress {
  open: boolean;
  pressed: unknown;
}

/**
 * The global in which a page served whole keeps the promise that its first content is painted
 * (server/site/painted-preload.ts): the page's chunks are fetched from then on, and the site's code waits for
 * it before it runs. A page the browser renders has none.
 */
export const PAINTED_GLOBAL = "claimsPainted";

/** The module the prerender build makes. */
export interface PrerenderModule {
  readonly prerenderPage: (input: PrerenderInput) => Promise<PrerenderedPage | null>;
}
