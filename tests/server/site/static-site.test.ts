// The static site: index.html with the appsettings and the culture's content written in for every page
// address, hashed assets cached for a year, and nothing served from outside the site folder.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppSettings } from "../../../domain/api/app-settings.schema.ts";
import { registerStaticSite } from "../../../server/site/static-site.ts";

let siteDir: string;

const settings: AppSettings = {
  theme: "jnd-7-0-default",
  environment: "development",
  claimsAdminTitle: "Claims & <Administrator>",
  caseName: "Northwind </script><script>alert(1)</script>",
  caseNumber: "3:25-cv-01234",
  siteBaseUrl: "https://northwind.example",
  privacyPolicyUrl: "https://northwind.example/privacy",
  contact: { phone: "1-800-555-0100", email: "info@northwind.example", mailAddress: ["PO Box 1"] },
  captchaEnabled: false,
  trackingEnabled: false,
  redirectOnError: true,
  internationalAddress: false,
  standardWithOptionalPages: false,
  optionalPages: [],
  showBanner: false
};

const CONTENT = {
  cultures: { en: "English", es: "Español" },
  items: {
    en: [{ key: "LocKey_Nav_Home", value: "Home" }],
    es: [{ key: "LocKey_Nav_Home", value: "Inicio </script><script>alert(2)" }]
  }
};

const initialContentOf = (body: string): unknown =>
  JSON.parse(/<script type="application\/json" id="initialcontent">(.*?)<\/script>/.exec(body)?.[1] ?? "null");

const app = (dir: string) => {
  const server = Fastify();
  registerStaticSite(server, { siteDir: dir, appSettings: settings, content: CONTENT });
  return server;
};

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), "site-"));
  await mkdir(join(siteDir, "assets"));
  await writeFile(join(siteDir, "index.html"), '<!doctype html><html lang="en"><head><title>Claims</title></head><body></body></html>');
  await writeFile(join(siteDir, "assets", "main-abc123.js"), "console.log('site');");
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

  it("writes in the content of the culture the address asks for, sanitised and enabled, else English", async () => {
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

  it("serves every page address of the site from index.html", async () => {
    for (const path of ["/standard/claimant-info", "/session-expired?form=standard&culture=es", "/no/such/page"]) {
      const answer = await app(siteDir).inject(path);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('id="appsettings"');
    }
  });

  it("serves files, hashed assets cached for a year", async () => {
    const asset = await app(siteDir).inject("/assets/main-abc123.js");
    expect(asset.body).toBe("console.log('site');");
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const robots = await app(siteDir).inject("/robots.txt");
    expect(robots.headers["cache-control"]).toBe("no-cache");
  });

  it("never serves a file outside the site folder", async () => {
    for (const path of ["/../package.json", "/%2e%2e/package.json", "/assets/..%2f..%2fpackage.json"]) {
      const answer = await app(siteDir).inject(path);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('id="appsettings"');
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
