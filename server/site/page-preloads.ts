// Which chunks a page address needs before it can show, read from the build's manifest, so the server
// names them in the page it writes (`<link rel="modulepreload">`, or in a page served whole a list its own
// script preloads once the page is painted) and the browser fetches them all at once instead of learning of
// each only when the chunk before it has run. A page needs the site's code, the claim session's and their
// libraries (the chunks the entry, web/main.tsx, imports and runs in steps), its layout (the theme) and the
// page component its address renders; the entry's own imports are in index.html already. The page modules
// are the ones web/app/page-guard.ts loads for each address.
import { PAGE_SCRIPTS_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";
import { type SitePage, sitePageFor } from "../../domain/navigation/site-pages.ts";
import type { Theme } from "../../domain/site/theme.ts";
import { jsonDataElement } from "./app-settings.ts";
import { PAINTED_PRELOAD_SCRIPT } from "./painted-preload.ts";

/** The build's manifest (`build.manifest` in vite.config.ts): each module's chunk and what it imports. */
export type SiteManifest = Readonly<
  Record<string, { readonly file: string; readonly imports?: readonly string[]; readonly dynamicImports?: readonly string[]; readonly css?: readonly string[] }>
>;

/** Module paths as the manifest keys them: relative to web/. */
export const LAYOUT_MODULES: Readonly<Record<Theme, string>> = {
  "jnd-7-0-default": "layouts/jnd-7-0-default/jnd-default-layout.tsx",
  "ftc-7-0-default": "layouts/ftc-7-0-default/ftc-default-layout.tsx",
  "jnd-9-0-kontent": "layouts/jnd-9-0-kontent/jnd-kontent-layout.tsx"
};

/** Each page's module (domain/navigation/site-pages.ts names the page of an address). */
const PAGE_MODULES: Readonly<Record<SitePage, string>> = {
  form: "pages/form-page.tsx",
  error: "pages/error-page.tsx",
  deadline: "pages/deadline-page.tsx",
  sessionExpired: "pages/session-expired-page.tsx",
  notFound: "pages/not-found-page.tsx"
};

/** The entry, whose chunks index.html preloads already. */
const ENTRY = "index.html";

/** The page component an address renders: a form page, one of the site's own, or the not-found page. */
export const pageModuleFor = (path: string): string => PAGE_MODULES[sitePageFor(path) ?? "notFound"];

export interface Preloads {
  /** Chunk files, from the site's root ("assets/form-page-abc.js"), in the order they are imported. */
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The chunks of these modules and everything they import, less what the entry preloads already. */
const preloadsFor = (manifest: SiteManifest, modules: readonly string[]): Preloads => {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string> | null): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) return;
    for (const imported of chunk.imports ?? []) collect(imported, into);
    if (into === null) {
      scripts.push(chunk.file);
      styles.push(...(chunk.css ?? []));
    } else into.add(chunk.file);
  };
  collect(ENTRY, entryChunks);
  for (const module of modules) collect(module, null);
  return { scripts: scripts.filter((file) => !entryChunks.has(file)), styles: [...new Set(styles)] };
};

/**
 * What the entry imports as it runs (web/main.tsx): the site's code, the session's and their libraries, which
 * the build groups in a few chunks (vite.config.ts) that the manifest keys by chunk, not by module. Every
 * page needs them first, in this order.
 */
const entrySteps = (manifest: SiteManifest): readonly string[] => manifest[ENTRY]?.dynamicImports ?? [];

/** The chunks a page needs: the entry's steps, the theme's layout and the page's module, with what they import. */
export const pagePreloads = (manifest: SiteManifest, layout: readonly string[], pageModule: string): Preloads =>
  preloadsFor(manifest, [...entrySteps(manifest), ...layout, pageModule]);

const ATTRIBUTE_SAFE = /^[A-Za-z0-9._/-]+$/;

/**
 * The page's head: its styles, and its scripts preloaded. A page served whole (`drawnWhole`) is painted from
 * its markup, which its scripts only take over: they are listed, and fetched once the page is painted
 * (painted-preload.ts), so that nothing competes with that paint or holds it back. A page the browser
 * renders needs them to show anything: its head preloads them. A file name the build could not have made
 * is left out.
 */
export const preloadLinks = (preloads: Preloads, drawnWhole: boolean): string => {
  const scripts = preloads.scripts.filter((file) => ATTRIBUTE_SAFE.test(file)).map((file) => `/${file}`);
  return [
    ...preloads.styles.filter((file) => ATTRIBUTE_SAFE.test(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(drawnWhole ? [jsonDataElement(scripts, PAGE_SCRIPTS_ELEMENT_ID), `<script>${PAINTED_PRELOAD_SCRIPT}</script>`] : scripts.map((address) => `<link rel="modulepreload" crossorigin href="${address}">`))
  ].join("");
};
