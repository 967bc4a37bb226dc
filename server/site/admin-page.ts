// The administrators' page: /admin is the page the admin build wrote (dist/admin/index.html), under a policy
// stricter than the claimant's (this origin's scripts and styles only, no inline anything, no captcha hosts),
// never cached; its hashed assets under /admin/assets/, cached for a year. Everything it shows comes from the
// admin API, behind a token; the page itself holds nothing.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

export const ADMIN_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'"
].join("; ");

export const registerAdminPage = (app: FastifyInstance, root: string, sourceMaps: boolean): void => {
  const folder = join(root, "admin");
  void app.register(fastifyStatic, {
    root: join(folder, "assets"),
    prefix: "/admin/assets/",
    decorateReply: false,
    index: false,
    maxAge: "365d",
    immutable: true,
    allowedPath: (path) => sourceMaps || !path.endsWith(".map")
  });
  let page: Promise<string | null> | null = null;
  const send = async (_request: unknown, reply: FastifyReply): Promise<FastifyReply> => {
    page ??= readFile(join(folder, "index.html"), "utf8").catch(() => null);
    const html = await page;
    if (html === null) {
      page = null;
      return reply.code(503).type("text/plain; charset=utf-8").send("The administrators' page has not been built yet: run `npm run build`.");
    }
    return reply.header("content-security-policy", ADMIN_PAGE_POLICY).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(html);
  };
  app.get("/admin", send);
  app.get("/admin/", send);
};
