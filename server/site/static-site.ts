// Serves the built site from the same origin as the API: files from the site folder (hashed assets
// cached for a year), and every other page address gets index.html with the appsettings written in.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { APP_SETTINGS_ELEMENT_ID, type AppSettings } from "../../domain/api/app-settings.schema.ts";
import { appSettingsElement } from "./app-settings.ts";

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

export interface StaticSiteOptions {
  readonly siteDir: string;
  readonly appSettings: AppSettings;
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
  const settings = appSettingsElement(options.appSettings, APP_SETTINGS_ELEMENT_ID);
  let page: string | null = null;
  const indexPage = async (): Promise<string | null> => {
    page ??= await readFile(join(root, "index.html"), "utf8")
      .then((html) => html.replace("</head>", `${settings}</head>`))
      .catch(() => null);
    return page;
  };

  app.get("/*", async (request, reply) => {
    const path = request.url;
    if (path.startsWith("/api/")) return reply.code(404).send({ error: `No API call at ${request.method} ${path.split("?")[0] ?? ""}.` });
    const file = path === "/" || path.startsWith("/?") ? null : await siteFile(root, path).catch(() => null);
    if (file !== null && !file.endsWith("index.html")) return sendFile(reply, file, root);
    const html = await indexPage();
    if (html === null) {
      return reply.code(503).type("text/plain; charset=utf-8").send("The site has not been built yet: run `npm run build`.");
    }
    return reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8").send(html);
  });
};
