// The static site: index.html with the appsettings, the culture's content and the page's chunks to preload
// written in for every page address, compressed and revalidated by its ETag; hashed assets in their
// build-time brotli or gzip copy, cached for a year; no source map unless asked; and nothing served from
// outside the site folder.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieNames } from "../../../server/http/api-cookies.ts";
import { registerStaticSite } from "../../../server/site/static-site.ts";
import { FORM_TYPES } from "../../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../../domain/navigation/navigation-sequences.ts";
import { siteSettings } from "./site-settings.ts";

const AUTHORIZATION_COOKIES = cookieNames(false);

let siteDir: string;

const BIG_SCRIPT = `export const words = ${JSON.stringify("claim ".repeat(5000))};`;

const settings = siteSettings({ claimsAdminTitle: "Claims & <Administrator>", caseName: "Northwind </script><script>alert(1)</script>" });

const CONTENT = {
  cultures: { en: "English", es: "Español" },
  items: {
    en: [
      { key: "LocKey_Nav_Home", value: "Home" },
      { key: "LocKey_Fund", value: "Fund: $& and $' and $` stay as written" }
    ],
    es: [{ key: "LocKey_Nav_Home", value: "Inicio </script><script>alert(2)" }]
  }
};

const initialContentOf = (body: string): unknown =>
  JSON.parse(/<script type="application\/json" id="initialcontent">(.*?)<\/script>/.exec(body)?.[1] ?? "null");

const app = (dir: string, sourceMaps = false) => {
  const server = Fastify();
  registerStaticSite(server, { siteDir: dir, sourceMaps, appSettings: settings, content: CONTENT, startupAnswers: () => Promise.resolve(STARTUP_ANSWERS), deadlineMoments: MOMENTS, authorizationCookies: AUTHORIZATION_COOKIES });
  return server;
};

const MOMENTS = { '["Pacific","12/31/2026"]': { at: 1_798_790_399_999, zone: "America/Los_Angeles</script>" } };

const STARTUP_ANSWERS = { "/api/deadlines": { deadlines: { note: "</script><script>alert(3)" } }, "/api/captcha": { provider: "hcaptcha", siteKey: null } };

/** A build's manifest in little: the entry, the theme's layout, the session's code and two pages. */
const MANIFEST = {
  "index.html": { file: "assets/main-abc123.js", imports: ["_react-1.js"], dynamicImports: ["_session-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_shared-1.js": { file: "assets/shared-1.js", imports: ["_react-1.js"] },
  "layouts/jnd-7-0-default/jnd-default-layout.tsx": { file: "assets/jnd-layout-1.js", imports: ["_react-1.js", "_shared-1.js"] },
  "layouts/ftc-7-0-default/ftc-default-layout.tsx": { file: "assets/ftc-layout-1.js" },
  "_session-1.js": { file: "assets/session-1.js", imports: ["index.html", "_shared-1.js"] },
  "pages/form-page.tsx": { file: "assets/form-page-1.js", imports: ["_shared-1.js", "_fields-1.js"], css: ["assets/form-1.css"] },
  "_fields-1.js": { file: "assets/fields-1.js" },
  "pages/error-page.tsx": { file: "assets/error-page-1.js" },
  "pages/not-found-page.tsx": { file: "assets/not-found-page-1.js" }
};

const preloadsOf = (body: string): string[] => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? "");

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), "site-"));
  await mkdir(join(siteDir, "assets"));
  await writeFile(join(siteDir, "index.html"), '<!doctype html><html lang="en"><head><title>Claims</title></head><body></body></html>');
  await writeFile(join(siteDir, "assets", "main-abc123.js"), "console.log('site');");
  await writeFile(join(siteDir, "assets", "big-abc123.js"), BIG_SCRIPT);
  await writeFile(join(siteDir, "assets", "big-abc123.js.br"), brotliCompressSync(BIG_SCRIPT));
  await writeFile(join(siteDir, "assets", "big-abc123.js.gz"), gzipSync(BIG_SCRIPT));
  await writeFile(join(siteDir, "assets", "main-abc123.js.map"), '{"version":3}');
  await mkdir(join(siteDir, ".vite"));
  await writeFile(join(siteDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  await writeFile(join(siteDir, "robots.txt"), "User-agent: *");
});

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

describe("the static site", () => {
  it("serves index.html with the appsettings written in, escaped", async () => {
    const answer = await app(siteDir).inject("/");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain('<script type="application/json" id="appsettings">');
    expect(answer.body).not.toContain("</script><script>alert(1)");
    const json = /<script type="application\/json" id="appsettings">(.*?)<\/script>/.exec(answer.body)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(settings);
  });

  it("writes in the start-up answers, escaped", async () => {
    const answer = await app(siteDir).inject("/standard?culture=es");
    expect(answer.body).not.toContain("</script><script>alert(3)");
    const json = /<script type="application\/json" id="startupanswers">(.*?)<\/script>/.exec(answer.body)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(STARTUP_ANSWERS);
  });

  it("writes in when the deadlines fall, escaped, for the site's start-up to read without the date code", async () => {
    const answer = await app(siteDir).inject("/");
    const json = /<script type="application\/json" id="deadlinemoments">(.*?)<\/script>/.exec(answer.body)?.[1] ?? "";
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual(MOMENTS);
  });

  it("makes each page once, however many claimants ask for it at the same time", async () => {
    const server = Fastify();
    let asked = 0;
    const startupAnswers = () => {
      asked += 1;
      return new Promise<typeof STARTUP_ANSWERS>((answer) => {
        setTimeout(() => {
          answer(STARTUP_ANSWERS);
        }, 50);
      });
    };
    registerStaticSite(server, { siteDir, sourceMaps: false, appSettings: settings, content: CONTENT, startupAnswers, deadlineMoments: MOMENTS, authorizationCookies: AUTHORIZATION_COOKIES });
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.inject({ url: "/", headers: { "accept-encoding": "br" } })));
    expect(asked).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });

  it("takes the first culture of an address that gives two, as the site does", async () => {
    const answer = await app(siteDir).inject("/?culture=es&culture=en");
    expect(answer.body).toContain('<html lang="es">');
  });

  it("serves the page with no start-up answers when they cannot be had, so the site asks the API itself", async () => {
    const server = Fastify();
    const startupAnswers = () => Promise.reject(new Error("the routes are not there"));
    registerStaticSite(server, { siteDir, sourceMaps: false, appSettings: settings, content: CONTENT, startupAnswers, deadlineMoments: MOMENTS, authorizationCookies: AUTHORIZATION_COOKIES });
    const answer = await server.inject("/");
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<script type="application/json" id="startupanswers">{}</script>');
  });

  it("writes in the content of the culture the address asks for, sanitised and enabled, else English, every \"$\" as written", async () => {
    const cases = [
      ["/", "en"],
      ["/?culture=es", "es"],
      ["/standard?culture=ES", "es"],
      ["/?culture=e%3Cs%3E", "es"],
      ["/?culture=fr", "en"]
    ] as const;
    for (const [path, culture] of cases) {
      const answer = await app(siteDir).inject(path);
      expect(answer.body).not.toContain("</script><script>alert(2)");
      expect(initialContentOf(answer.body)).toEqual({ culture, cultures: CONTENT.cultures, content: CONTENT.items[culture] });
      expect(answer.body).toContain(`<html lang="${culture}">`);
      expect(answer.body).toContain("<title>Claims &amp; &lt;Administrator&gt;</title>");
    }
  });

  it("serves every page of the four forms and the site's own pages from index.html with 200", async () => {
    const pages = [
      ...FORM_TYPES.flatMap((formType) => sequenceFor(DEFAULT_SEQUENCES, formType, { standardWithOptionalPages: true }).map((node) => node.path)),
      "/",
      "/error",
      "/deadline",
      "/session-expired?form=standard&culture=es",
      "/Standard/Claimant-Info/"
    ];
    expect(pages.length).toBeGreaterThan(12);
    const server = app(siteDir);
    for (const path of pages) {
      const answer = await server.inject(path);
      expect(answer.statusCode, path).toBe(200);
      expect(answer.body, path).toContain('id="appsettings"');
    }
  });

  it("answers any other address with the not-found page and 404, never 304, the not-found page's own address too", async () => {
    const server = app(siteDir);
    for (const path of ["/no/such/page", "/healthz/", "/metrics", "/page-not-found", "/.vite/manifest.json", "/standard/no-such-step"]) {
      const answer = await server.inject(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).toContain('id="appsettings"');
      expect(preloadsOf(answer.body), path).toContain("/assets/not-found-page-1.js");
      const again = await server.inject({ url: path, headers: { "if-none-match": String(answer.headers.etag) } });
      expect(again.statusCode, path).toBe(404);
    }
  });

  it("serves files, hashed assets cached for a year", async () => {
    const asset = await app(siteDir).inject("/assets/main-abc123.js");
    expect(asset.body).toBe("console.log('site');");
    expect(asset.headers["content-type"]).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await app(siteDir).inject("/robots.txt");
    expect(robots.headers["cache-control"]).toBe("no-cache");
    expect(robots.body).toBe("User-agent: *");
  });

  it("sends an asset's build-time brotli or gzip copy by Accept-Encoding, and says it varies by it", async () => {
    const server = app(siteDir);
    const brotli = await server.inject({ url: "/assets/big-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.headers["content-type"]).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await server.inject({ url: "/assets/big-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await server.inject({ url: "/assets/big-abc123.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    expect(plain.headers.vary).toContain("accept-encoding");
  });

  it("answers 404 for a file under /assets/ the build does not have, however the address is spelt, never the page", async () => {
    for (const path of ["/assets/nothing-abc123.js", "/%61ssets/nothing-abc123.js", "/assets/deeper/nothing.css"]) {
      const answer = await app(siteDir).inject(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).not.toContain("<!doctype html>");
    }
  });

  it("serves source maps only when the deployment asks, however the address is spelt", async () => {
    for (const path of ["/assets/main-abc123.js.map", "/%61ssets/main-abc123.js.map", "/.vite/manifest.json"]) {
      const answer = await app(siteDir).inject(path);
      expect(answer.body).not.toContain('"version":3');
      expect(answer.body).not.toContain("pages/form-page.tsx");
    }
    expect((await app(siteDir).inject("/assets/main-abc123.js.map")).statusCode).toBe(404);
    const asked = await app(siteDir, true).inject("/assets/main-abc123.js.map");
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toBe('{"version":3}');
  });

  it("sends pages compressed by Accept-Encoding with an ETag, and 304 when the browser has the same page", async () => {
    const server = app(siteDir);
    const brotli = await server.inject({ url: "/?culture=es", headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotli.headers["cache-control"]).toBe("no-cache");
    const html = brotliDecompressSync(brotli.rawPayload).toString();
    expect(html).toContain('<html lang="es">');
    const gzip = await server.inject({ url: "/?culture=es", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    const plain = await server.inject("/?culture=es");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
    const etag = String(brotli.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(gzip.headers.etag).toBe(etag);
    const again = await server.inject({ url: "/?culture=es", headers: { "if-none-match": `W/"other", ${etag.slice(2)}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const english = await server.inject({ url: "/", headers: { "if-none-match": etag } });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it("names the chunks the page's address needs for preloading: the entry's steps (the session's code), the theme's layout and the page", async () => {
    const start = preloadsOf((await app(siteDir).inject("/")).body);
    // The entry's own chunks (main, react) are named by index.html already; each chunk comes once, imports first.
    expect(start).toEqual(["/assets/shared-1.js", "/assets/session-1.js", "/assets/jnd-layout-1.js", "/assets/fields-1.js", "/assets/form-page-1.js"]);
    expect((await app(siteDir).inject("/")).body).toContain('<link rel="stylesheet" crossorigin href="/assets/form-1.css">');
    expect(preloadsOf((await app(siteDir).inject("/standard/claimant-info?culture=es")).body)).toEqual(start);
    const error = preloadsOf((await app(siteDir).inject("/error")).body);
    expect(error).toContain("/assets/error-page-1.js");
    expect(error).not.toContain("/assets/form-page-1.js");
    expect(preloadsOf((await app(siteDir).inject("/no/such/page")).body)).toContain("/assets/not-found-page-1.js");
  });

  it("never serves a file outside the site folder", async () => {
    for (const path of ["/../package.json", "/%2e%2e/package.json"]) {
      const answer = await app(siteDir).inject(path);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('id="appsettings"');
      expect(answer.body).not.toContain('"devDependencies"');
    }
    for (const path of ["/assets/..%2f..%2fpackage.json", "/assets/../../package.json", "/assets/%2e%2e/%2e%2e/package.json"]) {
      const answer = await app(siteDir).inject(path);
      expect(answer.body).not.toContain('"devDependencies"');
    }
    const malformed = await app(siteDir).inject("/assets/%E0%A4%A");
    expect(malformed.statusCode).toBe(400);
  });

  it("answers unknown API calls with a JSON 404", async () => {
    const answer = await app(siteDir).inject("/api/nothing?x=1");
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: "No API call at GET /api/nothing." });
  });

  it("says the site is not built when index.html is missing", async () => {
    const answer = await app(join(siteDir, "missing")).inject("/");
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain("npm run build");
  });
});
