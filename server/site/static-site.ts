// Serves the built site from the same origin as the API: files from the site folder (hashed assets
// cached for a year), and every other page address gets index.html with the appsettings and the
// content of the culture it asks for written in, so the first render needs no extra round trip.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import type { InitialContent } from "../../domain/api/initial-content.ts";
import { APP_SETTINGS_ELEMENT_ID, INITIAL_CONTENT_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";
import type { LocalizationItem } from "../../domain/culture/culture-content.schema.ts";
import { CULTURE_PARAMETER, type EnabledCultures, resolveCulture } from "../../domain/culture/culture.ts";
import { sanitizeQueryValue } from "../../domain/navigation/query-sanitizer.ts";
import { jsonDataElement } from "./app-settings.ts";

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

const YEAR_SECONDS = 31_536_000;

const HTML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? character);

export interface StaticSiteOptions {
  readonly siteDir: string;
  readonly appSettings: AppSettings;
  /** The case's cultures and content: each page carries the content of the culture its address asks for. */
  readonly content: {
    readonly cultures: EnabledCultures;
    readonly items: Readonly<Record<string, readonly LocalizationItem[]>>;
  };
}

/** A file inside the site folder, or null: paths that climb out of it never match. */
const siteFile = async (root: string, urlPath: string): Promise<string | null> => {
  const decoded = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  const candidate = resolve(root, `.${normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(`${root}${sep}`)) return null;
  const found = await stat(candidate).catch(() => null);
  return found?.isFile() === true ? candidate : null;
};

const sendFile = (reply: FastifyReply, file: string, root: string): FastifyReply => {
  const immutable = file.startsWith(join(root, "assets") + sep);
  return reply
    .header("Content-Type", MEDIA_TYPES[extname(file)] ?? "application/octet-stream")
    .header("Cache-Control", immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache")
    .send(createReadStream(file));
};

export const registerStaticSite = (app: FastifyInstance, options: StaticSiteOptions): void => {
  const root = resolve(options.siteDir);
  const settings = jsonDataElement(options.appSettings, APP_SETTINGS_ELEMENT_ID);
  const { cultures, items } = options.content;
  let template: string | null = null;
  const pages = new Map<string, string>();
  /** index.html with the settings and one culture's content written in, made once per culture. */
  const indexPage = async (culture: string): Promise<string | null> => {
    template ??= await readFile(join(root, "index.html"), "utf8").catch(() => null);
    if (template === null) return null;
    let page = pages.get(culture);
    if (page === undefined) {
      const initial: InitialContent = { culture, cultures, content: items[culture] ?? [] };
      // The page speaks the culture's language and bears the settlement's name before any script runs.
      page = template
        .replace(/<html lang="[^"]*">/, `<html lang="${culture}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(options.appSettings.claimsAdminTitle)}</title>`)
        .replace("</head>", `${settings}${jsonDataElement(initial, INITIAL_CONTENT_ELEMENT_ID)}</head>`);
      pages.set(culture, page);
    }
    return page;
  };

  app.get("/*", async (request, reply) => {
    const path = request.url;
    if (path.startsWith("/api/")) return reply.code(404).send({ error: `No API call at ${request.method} ${path.split("?")[0] ?? ""}.` });
    const file = path === "/" || path.startsWith("/?") ? null : await siteFile(root, path).catch(() => null);
    if (file !== null && !file.endsWith("index.html")) return sendFile(reply, file, root);
    // The same choice the site's guard makes: the sanitised culture query when enabled, else en.
    const asked = (request.query as Readonly<Record<string, unknown>>)[CULTURE_PARAMETER];
    const html = await indexPage(resolveCulture(cultures, typeof asked === "string" ? sanitizeQueryValue(asked) : undefined, undefined));
    if (html === null) {
      return reply.code(503).type("text/plain; charset=utf-8").send("The site has not been built yet: run `npm run build`.");
    }
    return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
};
