// Serves the built site from the same origin as the API. Hashed assets go through @fastify/static: their
// brotli or gzip copy made at build time by Accept-Encoding, cached for a year, source maps only when the
// deployment asks. Every other page address gets index.html with the appsettings and the content of the
// culture it asks for and the start-up answers written in, and the chunks its page needs named for
// preloading, so the form needs no API round trip but the CSRF token's and no chunk waits for the one
// before it; a form's page a fresh visit can open is served whole, its first view drawn by the site's own
// code (page-prerender.ts), and so is the page the site's guard sends a fresh visit to instead (the
// session-expired or deadline page), at the address asked for (fresh-visit.ts); an address that is no page
// of the site (site-page-paths.ts) gets the not-found page with 404. Other files of the site folder are sent
// as they are, revalidated each time; the administrators' page is its own (admin-page.ts).
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import type { InitialContent } from "../../domain/api/initial-content.ts";
import {
  APP_SETTINGS_ELEMENT_ID,
  DEADLINE_MOMENTS_ELEMENT_ID,
  FIRST_VIEW_ELEMENT_ID,
  INITIAL_CONTENT_ELEMENT_ID,
  STARTUP_ANSWERS_ELEMENT_ID
} from "../../domain/api/page-data-elements.ts";
import type { FirstView, PrerenderedPage, PrerenderInput, PrerenderModule } from "../../domain/api/prerendered-page.ts";
import type { LocalizationItem } from "../../domain/culture/culture-content.schema.ts";
import { CULTURE_PARAMETER, type EnabledCultures, resolveCulture } from "../../domain/culture/culture.ts";
import type { KnownDeadlineMoments } from "../../domain/deadlines/deadline-moments.ts";
import { sanitizeQueryValue } from "../../domain/navigation/query-sanitizer.ts";
import { isTheme } from "../../domain/site/theme.ts";
import { jsonDataElement } from "./app-settings.ts";
import { type EncodedPage, encodePage, sendPage } from "./encoded-page.ts";
import { EARLY_PRESS_SCRIPT } from "./early-press.ts";
import { type AuthorizationCookies, authorizationNeeded, isFreshVisit } from "./fresh-visit.ts";
import {
  FAILED_RENDER_RETRY_MS,
  loadPrerenderModule,
  PRERENDER_FOLDER,
  prerenderAddress,
  prerenderLifetimeMs,
  type RenderOutcome,
  renderWithin
} from "./page-prerender.ts";
import { registerAdminPage } from "./admin-page.ts";
import { isSitePage } from "./site-page-paths.ts";
import type { StartupAnswers } from "./startup-answers.ts";
import { LAYOUT_MODULES, pageModuleFor, pagePreloads, preloadLinks, type SiteManifest } from "./page-preloads.ts";

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8"
};

const HTML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? character);

export interface StaticSiteOptions {
  readonly siteDir: string;
  /** Whether /assets/*.map is served. */
  readonly sourceMaps: boolean;
  readonly appSettings: AppSettings;
  /** The start-up answers every page carries (startup-answers.ts); asked for once, at the first page. */
  readonly startupAnswers: () => Promise<StartupAnswers>;
  /** When the case's deadlines fall, read once by the server: the site's start-up then needs no date code. */
  readonly deadlineMoments: KnownDeadlineMoments;
  /** The case's cultures and content: each page carries the content of the culture its address asks for. */
  readonly content: {
    readonly cultures: EnabledCultures;
    readonly items: Readonly<Record<string, readonly LocalizationItem[]>>;
  };
  /** The server's clock, by which a page served whole is made again once a deadline has passed. */
  readonly clock?: () => Date;
  /** The authorization cookies' names: a page past a form's first asked for without them is a fresh visit. */
  readonly authorizationCookies: AuthorizationCookies;
}

/**
 * What a page served whole adds to its head: the script keeping a press made before the site has taken the
 * page over (early-press.ts), the styles of its first view, and the client ids the browser's session draws
 * again and the parts it loads before it takes the page over.
 */
const servedWholeHead = (drawn: PrerenderedPage): string =>
  `<script>${EARLY_PRESS_SCRIPT}</script>${drawn.head}${jsonDataElement(
    { clientIds: drawn.clientIds, parts: drawn.parts, path: pathOf(drawn.address) } satisfies FirstView,
    FIRST_VIEW_ELEMENT_ID
  )}`;

const pathOf = (address: string): string => address.split("?", 1)[0] ?? "/";

/** A file inside the site folder, or null: paths that climb out of it never match. */
const siteFile = async (root: string, urlPath: string): Promise<string | null> => {
  const decoded = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  const candidate = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(`${root}${sep}`)) return null;
  const found = await stat(candidate).catch(() => null);
  return found?.isFile() === true ? candidate : null;
};

const sendFile = (reply: FastifyReply, file: string): FastifyReply =>
  reply
    .header("Content-Type", MEDIA_TYPES[extname(file)] ?? "application/octet-stream")
    .header("Cache-Control", "no-cache")
    .send(createReadStream(file));

/** The build's manifest; none (a site built without it) preloads nothing beyond what index.html names. */
const readManifest = async (root: string): Promise<SiteManifest> => {
  try {
    return JSON.parse(await readFile(join(root, ".vite", "manifest.json"), "utf8")) as SiteManifest;
  } catch {
    return {};
  }
};

/**
 * Whether a file of the site folder is sent as it is: not index.html (always written), not the build's
 * manifest, and nothing under assets/ or admin/, which only @fastify/static and the admin page serve
 * (however the address is spelt).
 */
const servedAsIs = (root: string, file: string): boolean =>
  file !== join(root, "index.html") && ![join(root, ".vite"), join(root, PRERENDER_FOLDER), join(root, "assets"), join(root, "admin")].some((folder) => file.startsWith(folder + sep));

export const registerStaticSite = (app: FastifyInstance, options: StaticSiteOptions): void => {
  const root = resolve(options.siteDir);
  const settings = jsonDataElement(options.appSettings, APP_SETTINGS_ELEMENT_ID) + jsonDataElement(options.deadlineMoments, DEADLINE_MOMENTS_ELEMENT_ID);
  const { cultures, items } = options.content;
  const preloadsOf = new Map<string, string>();
  let manifest: SiteManifest | null = null;
  /** The preload links of a page module, in this deployment's theme. */
  const linksFor = async (pageModule: string, drawnWhole: boolean): Promise<string> => {
    const key = `${pageModule} ${drawnWhole ? "whole" : "rendered"}`;
    let links = preloadsOf.get(key);
    if (links === undefined) {
      manifest ??= await readManifest(root);
      // A theme the site does not know shows the problem screen, with no layout to preload.
      const { theme } = options.appSettings;
      const layout = typeof theme === "string" && isTheme(theme) ? [LAYOUT_MODULES[theme]] : [];
      links = preloadLinks(pagePreloads(manifest, layout, pageModule), drawnWhole);
      preloadsOf.set(key, links);
    }
    return links;
  };
  let answers: Promise<StartupAnswers> | null = null;
  /**
   * The start-up answers; the same in every page, as they are the same for every claimant. Should they
   * fail, pages carry none and the site asks the API for them, as it would anyway.
   */
  const startup = (): Promise<StartupAnswers> => (answers ??= options.startupAnswers().catch((): StartupAnswers => ({})));
  let prerender: Promise<PrerenderModule | null> | null = null;
  /** The site's prerender module, loaded once; a module that will not load leaves every page to the browser. */
  const prerenderModule = (): Promise<PrerenderModule | null> =>
    (prerender ??= loadPrerenderModule(root).catch((error: unknown) => {
      app.log.warn({ err: error }, "the site's prerender module did not load; pages are rendered by the browser");
      return null;
    }));
  const now = (): number => (options.clock ?? (() => new Date()))().getTime();
  /** The first view of the page at `address`, rendered as a fresh visit sees it, or null. */
  const firstView = async (address: string, initial: InitialContent): Promise<RenderOutcome> => {
    const module = await prerenderModule();
    if (module === null) return { kind: "refused" };
    const input: PrerenderInput = {
      settings: options.appSettings,
      answers: { startup: await startup(), initialContent: initial, deadlineMoments: options.deadlineMoments },
      address
    };
    return renderWithin(module, input, app.log);
  };
  /**
   * The first views of the addresses served whole, rendered once per culture and address, and until when
   * each holds: as its render says, or a minute for a render that failed.
   */
  const renders = new Map<string, { readonly outcome: Promise<RenderOutcome>; readonly holds: { until: number } }>();
  const renderOf = (whole: string, initial: InitialContent) => {
    const key = `${initial.culture} ${whole}`;
    const made = renders.get(key);
    if (made !== undefined && made.holds.until > Date.now()) return made;
    const madeAt = now();
    // Until the render is made, every page waiting for it holds.
    const holds = { until: Number.POSITIVE_INFINITY };
    const outcome = firstView(whole, initial).then((rendered) => {
      holds.until = Date.now() + (rendered.kind === "failed" ? FAILED_RENDER_RETRY_MS : prerenderLifetimeMs(options.deadlineMoments, madeAt));
      return rendered;
    });
    const render = { outcome, holds };
    renders.set(key, render);
    return render;
  };
  let template: string | null = null;
  /**
   * The pages being made or made, and until when each holds: the first request makes one, others at the
   * same time wait for it; a page drawn from a render holds as long as its render.
   */
  const pages = new Map<string, { readonly page: Promise<EncodedPage>; readonly holds: { until: number } }>();
  /**
   * index.html with the settings, one culture's content and one page's preloads written in, made once for
   * each; for an address served whole (page-prerender.ts), with its first view drawn in the root as well,
   * and for a fresh visit (fresh-visit.ts) the page the guard sends it to, drawn from the same render.
   */
  const indexPage = async (culture: string, pageModule: string, whole: string | null, fresh: boolean): Promise<EncodedPage | null> => {
    template ??= await readFile(join(root, "index.html"), "utf8").catch(() => null);
    if (template === null) return null;
    const html = template;
    const key = whole === null ? `${culture} ${pageModule}` : `${culture} ${pageModule} ${whole} ${fresh ? "fresh" : "returning"}`;
    const made = pages.get(key);
    if (made !== undefined && made.holds.until > Date.now()) return made.page;
    const initial: InitialContent = { culture, cultures, content: items[culture] ?? [] };
    const render = whole === null ? null : renderOf(whole, initial);
    const holds = render?.holds ?? { until: Number.POSITIVE_INFINITY };
    const view: Promise<RenderOutcome> = render?.outcome ?? Promise.resolve({ kind: "refused" });
    // The page speaks the culture's language and bears the settlement's name before any script runs.
    const page = Promise.all([startup(), view]).then(async ([answered, outcome]) => {
      // The page the guard sends a fresh visit to is drawn for fresh visits only; others get the page for the browser.
      const drawn = outcome.kind === "drawn" && (fresh || pathOf(outcome.page.address) === pathOf(whole ?? "/")) ? outcome.page : null;
      const links = await linksFor(drawn === null ? pageModule : pageModuleFor(pathOf(drawn.address)), drawn !== null);
      return encodePage(
        html
          // Replacer functions: a "$&" or "$'" in a title or the content is text, not a replacement pattern.
          .replace(/<html lang="[^"]*">/, () => `<html lang="${culture}">`)
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(options.appSettings.claimsAdminTitle)}</title>`)
          .replace(
            "</head>",
            () =>
              `${links}${settings}${jsonDataElement(initial, INITIAL_CONTENT_ELEMENT_ID)}${jsonDataElement(answered, STARTUP_ANSWERS_ELEMENT_ID)}${drawn === null ? "" : servedWholeHead(drawn)}</head>`
          )
          .replace('<div id="root"></div>', () => (drawn === null ? '<div id="root"></div>' : `<div id="root">${drawn.body}</div>`))
      );
    });
    pages.set(key, { page, holds });
    // A page that could not be made is made again by the next request, not remembered as failed.
    page.catch(() => pages.delete(key));
    return page;
  };

  void app.register(fastifyStatic, {
    root: join(root, "assets"),
    prefix: "/assets/",
    decorateReply: false,
    index: false,
    preCompressed: true,
    // Hashed names: a new build is a new address, so a copy never needs checking again.
    maxAge: "365d",
    immutable: true,
    allowedPath: (path) => options.sourceMaps || !path.endsWith(".map")
  });

  registerAdminPage(app, root, options.sourceMaps);

  // The start page is made as the server starts listening, in every culture, rather than while the first
  // claimants wait for it (a render holds the event loop for a moment, better before any request).
  app.addHook("onListen", (done) => {
    const starts = ["/", ...Object.keys(cultures).map((culture) => `/?${CULTURE_PARAMETER}=${encodeURIComponent(culture)}`)];
    for (const address of starts) {
      const culture = resolveCulture(cultures, new URLSearchParams(address.slice(2)).get(CULTURE_PARAMETER) ?? undefined, undefined);
      indexPage(culture, pageModuleFor(address), prerenderAddress(address, culture), true).catch((error: unknown) => {
        app.log.warn({ err: error, address }, "the start page could not be made ahead");
      });
    }
    done();
  });

  app.get("/*", async (request, reply) => {
    const path = request.url;
    if (path.startsWith("/api/")) return reply.code(404).send({ error: `No API call at ${request.method} ${path.split("?")[0] ?? ""}.` });
    const file = path === "/" || path.startsWith("/?") ? null : await siteFile(root, path).catch(() => null);
    if (file !== null && servedAsIs(root, file)) return sendFile(reply, file);
    // The same choice the site's guard makes: the sanitised culture query when enabled, else en.
    // A culture given twice counts once, the first, as the site's own reading of the address takes it.
    const given: unknown = (request.query as Readonly<Record<string, unknown>>)[CULTURE_PARAMETER];
    const asked: unknown = Array.isArray(given) ? given[0] : given;
    const culture = resolveCulture(cultures, typeof asked === "string" ? sanitizeQueryValue(asked) : undefined, undefined);
    const pathname = pathOf(path);
    const fresh = isFreshVisit(request, pathname, options.authorizationCookies);
    const page = await indexPage(culture, pageModuleFor(path), prerenderAddress(path, culture), fresh);
    const known = isSitePage(pathname);
    if (page === null) {
      if (!known) return reply.code(404).type("text/plain; charset=utf-8").send("There is no page at this address.");
      return reply.code(503).type("text/plain; charset=utf-8").send("The site has not been built yet: run `npm run build`.");
    }
    // An address that is no page of the site gets the not-found page (the site shows it there) with 404.
    if (!known) return sendPage(request, reply.code(404), page);
    return sendPage(request, reply, page, authorizationNeeded(pathname) === null ? [] : ["Cookie"]);
  });
};
