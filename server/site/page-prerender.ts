// Which pages the server serves whole, and how: a form's page asked for with no query but the culture is
// rendered by the site's own prerender module (built from web/prerender.tsx into the site folder, loaded
// from there: the server runs the site's code without importing it), so its form shows before any script
// has arrived; a page the guard sends a fresh visit elsewhere is rendered as the page it lands on (served
// so to fresh visits only, fresh-visit.ts). Rendered once per culture and address, at most
// PRERENDER_TIMEOUT_MS; a page that leaves for another site, a render that fails or times out, or a site
// built without the module, is served as before, for the browser to render. A rendered (or refused) page is
// made again once a deadline has passed since it was made, as what a fresh visit sees may then differ; a
// failed render is tried again a minute on.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyBaseLogger } from "fastify";
import type { PrerenderedPage, PrerenderInput, PrerenderModule } from "../../domain/api/prerendered-page.ts";
import { CULTURE_PARAMETER } from "../../domain/culture/culture.ts";
import type { KnownDeadlineMoments } from "../../domain/deadlines/deadline-moments.ts";
import { normalizePath } from "../../domain/navigation/routes.ts";
import { sitePageFor } from "../../domain/navigation/site-pages.ts";

/** Where the prerender build writes its module, inside the site folder (never served). */
export const PRERENDER_FOLDER = ".prerender";

/** A render that takes longer is not waited for: the page is served for the browser to render. */
export const PRERENDER_TIMEOUT_MS = 5_000;

/**
 * The address a page is served whole at, or null: a form's page, with no query, or only the culture given
 * once as the culture the page is in (`culture`, resolved as the site resolves it), so there are no more
 * such pages than pages times cultures. Other queries (a wallet's return, a culture the site does not
 * offer, anything unknown) may change the first view and are the browser's.
 */
export const prerenderAddress = (url: string, culture: string): string | null => {
  const [path = "/", query = ""] = url.split("?", 2);
  if (sitePageFor(path) !== "form") return null;
  const parameters = [...new URLSearchParams(query)];
  if (parameters.length === 0) return normalizePath(path);
  const [only] = parameters;
  if (parameters.length > 1 || only?.[0] !== CULTURE_PARAMETER || only[1] !== culture) return null;
  return `${normalizePath(path)}?${new URLSearchParams({ [CULTURE_PARAMETER]: culture }).toString()}`;
};

const isPrerenderModule = (value: unknown): value is PrerenderModule =>
  typeof value === "object" && value !== null && typeof (value as { readonly prerenderPage?: unknown }).prerenderPage === "function";

/** The site's prerender module, or null when the site was built without it. */
export const loadPrerenderModule = async (siteRoot: string): Promise<PrerenderModule | null> => {
  const file = join(siteRoot, PRERENDER_FOLDER, "prerender.js");
  if (!existsSync(file)) return null;
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!isPrerenderModule(loaded)) throw new Error(`${file} does not export prerenderPage.`);
  return loaded;
};

/** A render that failed or timed out is tried again after this long; a page refused is not, until a deadline passes. */
export const FAILED_RENDER_RETRY_MS = 60_000;

/** What the render came to: the page's first view, a page the module does not serve whole, or a failure. */
export type RenderOutcome =
  | { readonly kind: "drawn"; readonly page: PrerenderedPage }
  | { readonly kind: "refused" }
  | { readonly kind: "failed" };

/** The render; one that fails or is too slow is logged, and the page is then the browser's to render. */
export const renderWithin = async (module: PrerenderModule, input: PrerenderInput, log: FastifyBaseLogger): Promise<RenderOutcome> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => {
      resolve("late");
    }, PRERENDER_TIMEOUT_MS);
  });
  try {
    const rendered = await Promise.race([module.prerenderPage(input), late]);
    if (rendered !== "late") return rendered === null ? { kind: "refused" } : { kind: "drawn", page: rendered };
    log.warn({ address: input.address }, `the page was not rendered within ${String(PRERENDER_TIMEOUT_MS)} ms; it is served for the browser to render`);
    return { kind: "failed" };
  } catch (error) {
    log.warn({ address: input.address, err: error }, "the page could not be rendered; it is served for the browser to render");
    return { kind: "failed" };
  } finally {
    clearTimeout(timer);
  }
};

/** How long, in wall-clock milliseconds, a page made at `now` shows what a fresh visit sees: until the next deadline. */
export const prerenderLifetimeMs = (moments: KnownDeadlineMoments, now: number): number => {
  const ahead = Object.values(moments)
    .map((moment) => moment.at)
    .filter((at) => at > now);
  return ahead.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...ahead) - now;
};
