// Pages served whole: a form's page a fresh visit opens, with no query but the culture the page is in, gets
// its first view from the site's prerender module (here a stand-in written into the site folder), with its
// styles, client ids and drawn parts in the head, and its chunks listed for its own script to fetch once it
// is painted; every other address, a render that fails, is refused or is too slow, and a site built without
// the module get the page for the browser to render. A page served whole (or refused) is made once, and
// again once a deadline has passed since; a failed one a minute on.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrerenderInput, PrerenderModule } from "../../../domain/api/prerendered-page.ts";
import { EARLY_PRESS_SCRIPT } from "../../../server/site/early-press.ts";
import { FAILED_RENDER_RETRY_MS, PRERENDER_TIMEOUT_MS, prerenderAddress, prerenderLifetimeMs, renderWithin } from "../../../server/site/page-prerender.ts";
import { cookieNames } from "../../../server/http/api-cookies.ts";
import { PAINTED_PRELOAD_SCRIPT } from "../../../server/site/painted-preload.ts";
import { registerStaticSite } from "../../../server/site/static-site.ts";
import { siteSettings } from "./site-settings.ts";

const AUTHORIZATION_COOKIES = cookieNames(false);

const settings = siteSettings({ claimsAdminTitle: "Claims", caseName: "Northwind" });

const CONTENT = {
  cultures: { en: "English", es: "Español" },
  items: { en: [{ key: "LocKey_Nav_Home", value: "Home" }], es: [{ key: "LocKey_Nav_Home", value: "Inicio" }] }
};

const DEADLINE = Date.parse("2030-01-01T08:00:00Z");
const MOMENTS = { '["Pacific","12/31/2029"]': { at: DEADLINE, zone: "America/Los_Angeles" } };
const STARTUP_ANSWERS = { "/api/captcha": { provider: "hcaptcha", siteKey: null } };

/** What the stand-in module does, set by each test; it records what it was asked. */
interface StandIn {
  behaviour: "draw" | "send" | "refuse" | "fail" | "hang";
  readonly asked: PrerenderInput[];
}
const standIn: StandIn = { behaviour: "draw", asked: [] };
(globalThis as unknown as { prerenderStandIn: StandIn }).prerenderStandIn = standIn;

const STAND_IN_MODULE = `
export const prerenderPage = async (input) => {
  const standIn = globalThis.prerenderStandIn;
  standIn.asked.push(input);
  if (standIn.behaviour === "refuse") return null;
  if (standIn.behaviour === "fail") throw new Error("the render failed");
  if (standIn.behaviour === "hang") return new Promise(() => {});
  if (standIn.behaviour === "send") return { address: "/session-expired?form=standard&culture=en", body: "<h1>Your session has expired</h1>", head: "", clientIds: [], parts: ["layout jnd-7-0-default"] };
  return { address: input.address, body: '<form><label for="n">Notice ID</label><input id="n"></form><p>' + input.address + " " + input.answers.initialContent.culture + '</p>', head: '<style data-styled="true">form{margin:0}</style>', clientIds: ["Abcdefg1"], parts: ["layout jnd-7-0-default"] };
};`;

let siteDir: string;
let bareDir: string;
let now = Date.parse("2029-12-31T12:00:00Z");

const app = (dir: string) => {
  const server = Fastify();
  registerStaticSite(server, {
    siteDir: dir,
    sourceMaps: false,
    appSettings: settings,
    content: CONTENT,
    startupAnswers: () => Promise.resolve(STARTUP_ANSWERS),
    deadlineMoments: MOMENTS,
    clock: () => new Date(now),
    authorizationCookies: AUTHORIZATION_COOKIES
  });
  return server;
};

/**
 * A build's manifest in little: the entry, whose steps (the session's code, the site's) are chunks the
 * build groups and keys by chunk, the theme's layout and the form page.
 */
const MANIFEST = {
  "index.html": { file: "assets/main-1.js", imports: ["_react-1.js"], dynamicImports: ["_session-1.js", "_first-page-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_session-1.js": { file: "assets/session-1.js", imports: ["index.html"] },
  "_first-page-1.js": { file: "assets/first-page-1.js", imports: ["_react-1.js", "_session-1.js"] },
  "layouts/jnd-7-0-default/jnd-default-layout.tsx": { file: "assets/jnd-layout-1.js", imports: ["_react-1.js"] },
  "pages/form-page.tsx": { file: "assets/form-page-1.js", imports: ["_fields-1.js"], css: ["assets/form-1.css"] },
  "_fields-1.js": { file: "assets/fields-1.js" }
};
const CHUNKS = ["/assets/session-1.js", "/assets/first-page-1.js", "/assets/jnd-layout-1.js", "/assets/fields-1.js", "/assets/form-page-1.js"];

const INDEX = '<!doctype html><html lang="en"><head><title>Claims</title></head><body><div id="root"></div></body></html>';
const rootOf = (body: string): string => /<div id="root">(.*)<\/div><\/body>/s.exec(body)?.[1] ?? "missing";
const headOf = (body: string): string => body.split("</head>")[0] ?? "";
const pageScriptsOf = (body: string): unknown => JSON.parse(/<script type="application\/json" id="pagescripts">(.*?)<\/script>/.exec(body)?.[1] ?? "null");
const modulePreloadsOf = (body: string): string[] => [...headOf(body).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? "");
const firstViewOf = (body: string): unknown => JSON.parse(/<script type="application\/json" id="firstview">(.*?)<\/script>/.exec(body)?.[1] ?? "null");

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), "site-whole-"));
  await mkdir(join(siteDir, ".prerender"), { recursive: true });
  await writeFile(join(siteDir, "index.html"), INDEX);
  await writeFile(join(siteDir, ".prerender", "prerender.js"), STAND_IN_MODULE);
  await mkdir(join(siteDir, ".vite"));
  await writeFile(join(siteDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  bareDir = await mkdtemp(join(tmpdir(), "site-bare-"));
  await writeFile(join(bareDir, "index.html"), INDEX);
});

afterAll(async () => {
  await rm(siteDir, { recursive: true, force: true });
  await rm(bareDir, { recursive: true, force: true });
});

afterEach(() => {
  standIn.behaviour = "draw";
  standIn.asked.length = 0;
  now = Date.parse("2029-12-31T12:00:00Z");
  vi.useRealTimers();
});

describe("a page served whole", () => {
  it("holds the first view the site's module drew, its styles, client ids and parts, rendered from the page's own answers", async () => {
    const answer = await app(siteDir).inject("/");
    expect(answer.statusCode).toBe(200);
    expect(rootOf(answer.body)).toContain('<label for="n">Notice ID</label><input id="n">');
    expect(answer.body.split("</head>")[0]).toContain('<style data-styled="true">form{margin:0}</style>');
    expect(firstViewOf(answer.body)).toEqual({ clientIds: ["Abcdefg1"], parts: ["layout jnd-7-0-default"], path: "/" });
    // The early press's script, first in what the page served whole adds, before any file of the site.
    expect(answer.body.split("</head>")[0]).toContain(`<script>${EARLY_PRESS_SCRIPT}</script>`);
    expect(standIn.asked).toHaveLength(1);
    expect(standIn.asked[0]).toEqual({
      settings,
      address: "/",
      answers: { startup: STARTUP_ANSWERS, initialContent: { culture: "en", cultures: CONTENT.cultures, content: CONTENT.items.en }, deadlineMoments: MOMENTS }
    });
  });

  it("lists its chunks for its own script to fetch once it is painted, preloading none from its head, unlike a page for the browser", async () => {
    const server = app(siteDir);
    const whole = (await server.inject("/")).body;
    expect(modulePreloadsOf(whole)).toEqual([]);
    expect(pageScriptsOf(whole)).toEqual(CHUNKS);
    // The list first, then the script that reads it; the styles stay in the head, as the paint needs them.
    expect(headOf(whole)).toContain(`id="pagescripts">${JSON.stringify(CHUNKS)}</script><script>${PAINTED_PRELOAD_SCRIPT}</script>`);
    expect(headOf(whole)).toContain('<link rel="stylesheet" crossorigin href="/assets/form-1.css">');
    // The same page with a query the server does not draw: the browser renders it, and needs its chunks at once.
    const rendered = (await server.inject("/?x=1")).body;
    expect(rootOf(rendered)).toBe("");
    expect(modulePreloadsOf(rendered)).toEqual(CHUNKS);
    expect(rendered).not.toContain('id="pagescripts"');
    expect(rendered).not.toContain(PAINTED_PRELOAD_SCRIPT);
  });

  it("is drawn in the culture the address asks for, once per culture and page, however many ask at once", async () => {
    const server = app(siteDir);
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.inject("/?culture=es")));
    for (const answer of answers) expect(rootOf(answer.body)).toContain("<p>/?culture=es es</p>");
    await server.inject("/documents-upload");
    expect(standIn.asked.map((input) => input.address)).toEqual(["/?culture=es", "/documents-upload"]);
  });

  it("is not made for any other address: another query, a culture not offered, a page of the site's own", async () => {
    const server = app(siteDir);
    for (const address of ["/?x=1", "/?culture=es&x=1", "/?culture=zz", "/?culture=es&culture=en", "/page-not-found", "/error", "/no-such-page"]) {
      const answer = await server.inject(address);
      expect(answer.statusCode, address).toBe(["/page-not-found", "/no-such-page"].includes(address) ? 404 : 200);
      expect(rootOf(answer.body), address).toBe("");
      expect(answer.body, address).not.toContain('id="firstview"');
      expect(answer.body, address).not.toContain(EARLY_PRESS_SCRIPT);
    }
    expect(standIn.asked).toEqual([]);
  });

  it("is served for the browser to render when the module refuses the page or fails, and the failure is logged", async () => {
    standIn.behaviour = "refuse";
    expect(rootOf((await app(siteDir).inject("/standard/payment")).body)).toBe("");
    standIn.behaviour = "fail";
    const logged: string[] = [];
    const server = Fastify({ logger: { level: "warn", stream: { write: (line: string) => logged.push(line) } } });
    registerStaticSite(server, { siteDir, sourceMaps: false, appSettings: settings, content: CONTENT, startupAnswers: () => Promise.resolve(STARTUP_ANSWERS), deadlineMoments: MOMENTS, authorizationCookies: AUTHORIZATION_COOKIES });
    const answer = await server.inject("/");
    expect(answer.statusCode).toBe(200);
    expect(rootOf(answer.body)).toBe("");
    expect(logged.join("")).toContain("the page could not be rendered; it is served for the browser to render");
  });

  it("is served for the browser to render by a site built without the module", async () => {
    const answer = await app(bareDir).inject("/");
    expect(answer.statusCode).toBe(200);
    expect(rootOf(answer.body)).toBe("");
  });

  it("is made again once a deadline has passed since it was made, and not before", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2029-12-31T12:00:00Z") });
    const server = app(siteDir);
    await server.inject("/");
    vi.setSystemTime(DEADLINE - 1_000);
    await server.inject("/");
    expect(standIn.asked).toHaveLength(1);
    vi.setSystemTime(DEADLINE + 1);
    await server.inject("/");
    expect(standIn.asked).toHaveLength(2);
  });

  it("is tried again a minute after a render that failed, while a page refused stays refused until a deadline", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2029-12-31T12:00:00Z") });
    const server = app(siteDir);
    standIn.behaviour = "fail";
    expect(rootOf((await server.inject("/")).body)).toBe("");
    standIn.behaviour = "draw";
    vi.setSystemTime(Date.now() + FAILED_RENDER_RETRY_MS - 1_000);
    expect(rootOf((await server.inject("/")).body)).toBe("");
    vi.setSystemTime(Date.now() + 2_000);
    expect(rootOf((await server.inject("/")).body)).toContain("Notice ID");
    standIn.behaviour = "refuse";
    await server.inject("/documents-upload");
    standIn.behaviour = "draw";
    vi.setSystemTime(Date.now() + 10 * FAILED_RENDER_RETRY_MS);
    expect(rootOf((await server.inject("/documents-upload")).body)).toBe("");
    expect(standIn.asked.map((input) => input.address)).toEqual(["/", "/", "/documents-upload"]);
  });

  it("is made for the start page in every culture as the server starts listening, before anyone asks", async () => {
    const server = app(siteDir);
    await server.listen({ port: 0, host: "127.0.0.1" });
    try {
      await vi.waitFor(() => {
        expect(standIn.asked.map((input) => input.address).sort()).toEqual(["/", "/?culture=en", "/?culture=es"]);
      });
      await server.inject("/?culture=es");
      expect(standIn.asked).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  describe("for a page past a form's first, the guard's session-expired page", () => {
    const ask = (server: ReturnType<typeof app>, url: string, headers: Readonly<Record<string, string>> = {}) => server.inject({ url, headers });
    const EXPIRED = "<h1>Your session has expired</h1>";

    it("is drawn at the address asked for on a fresh visit: neither of the form's authorization cookies", async () => {
      standIn.behaviour = "send";
      const server = app(siteDir);
      for (const cookie of [null, "claims-csrf=abc", `${AUTHORIZATION_COOKIES.authorizationHeld("Lookup")}=1`]) {
        const answer = await ask(server, "/standard/claimant-info", cookie === null ? {} : { cookie });
        expect(rootOf(answer.body), String(cookie)).toBe(EXPIRED);
        expect(firstViewOf(answer.body), String(cookie)).toEqual({ clientIds: [], parts: ["layout jnd-7-0-default"], path: "/session-expired" });
        expect(answer.headers.vary, String(cookie)).toBe("Accept-Encoding, Cookie");
      }
      expect(standIn.asked.map((input) => input.address)).toEqual(["/standard/claimant-info"]);
    });

    it("is left to the browser when the request carries either cookie of the form, from one render of the address", async () => {
      standIn.behaviour = "send";
      const server = app(siteDir);
      // A fresh visit first, then a claimant mid-claim: the page made for the one is never the other's.
      expect(rootOf((await ask(server, "/standard/claimant-info")).body)).toBe(EXPIRED);
      for (const cookie of [`${AUTHORIZATION_COOKIES.authorization("Standard")}=signed`, `claims-csrf=abc; ${AUTHORIZATION_COOKIES.authorizationHeld("Standard")}=1`]) {
        const answer = await ask(server, "/standard/claimant-info", { cookie });
        expect(rootOf(answer.body), cookie).toBe("");
        expect(answer.body, cookie).not.toContain('id="firstview"');
        expect(answer.headers.vary, cookie).toBe("Accept-Encoding, Cookie");
      }
      // One render served both.
      expect(standIn.asked).toHaveLength(1);
    });

    it("is told apart by its ETag: the other page's tag is no 304, its own is, still varying on the cookie", async () => {
      standIn.behaviour = "send";
      const server = app(siteDir);
      const fresh = await ask(server, "/standard/claimant-info");
      const held = { cookie: `${AUTHORIZATION_COOKIES.authorizationHeld("Standard")}=1` };
      const returning = await ask(server, "/standard/claimant-info", { ...held, "if-none-match": String(fresh.headers.etag) });
      expect(returning.statusCode).toBe(200);
      expect(rootOf(returning.body)).toBe("");
      const again = await ask(server, "/standard/claimant-info", { ...held, "if-none-match": String(returning.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.headers.vary).toBe("Accept-Encoding, Cookie");
    });

    it("goes by the production cookies' names, which carry the __Host- prefix", async () => {
      standIn.behaviour = "send";
      const server = Fastify();
      registerStaticSite(server, {
        siteDir,
        sourceMaps: false,
        appSettings: settings,
        content: CONTENT,
        startupAnswers: () => Promise.resolve(STARTUP_ANSWERS),
        deadlineMoments: MOMENTS,
        authorizationCookies: cookieNames(true)
      });
      expect(rootOf((await ask(server, "/standard/claimant-info", { cookie: "claims-held-standard=1" })).body)).toBe(EXPIRED);
      expect(rootOf((await ask(server, "/standard/claimant-info", { cookie: "__Host-claims-held-standard=1" })).body)).toBe("");
    });

    it("is left to the browser on a confirmation page, whose receipt the browser may keep", async () => {
      standIn.behaviour = "send";
      const answer = await ask(app(siteDir), "/standard/confirmation");
      expect(rootOf(answer.body)).toBe("");
      expect(standIn.asked.map((input) => input.address)).toEqual(["/standard/confirmation"]);
    });

    it("is drawn for the start page the guard sends elsewhere whatever the request carries, as no cookie changes where it goes", async () => {
      standIn.behaviour = "send";
      const answer = await ask(app(siteDir), "/", { cookie: `${AUTHORIZATION_COOKIES.authorizationHeld("Standard")}=1` });
      expect(rootOf(answer.body)).toBe(EXPIRED);
      expect(answer.headers.vary).toBe("Accept-Encoding");
    });
  });

  it("never serves the module itself", async () => {
    const answer = await app(siteDir).inject("/.prerender/prerender.js");
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).not.toContain("prerenderStandIn");
  });
});

describe("the address a page is served whole at", () => {
  it("is a form's page with no query, or with only the culture the page is in", () => {
    expect(prerenderAddress("/", "en")).toBe("/");
    expect(prerenderAddress("/standard/claimant-info/", "en")).toBe("/standard/claimant-info");
    expect(prerenderAddress("/?culture=es", "es")).toBe("/?culture=es");
    expect(prerenderAddress("/?culture=zz", "en")).toBeNull();
    expect(prerenderAddress("/?culture=es&code=abc", "es")).toBeNull();
    expect(prerenderAddress("/?", "en")).toBe("/");
    expect(prerenderAddress("/session-expired", "en")).toBeNull();
  });

  it("lasts until the next deadline after it was made", () => {
    expect(prerenderLifetimeMs(MOMENTS, DEADLINE - 5_000)).toBe(5_000);
    expect(prerenderLifetimeMs(MOMENTS, DEADLINE)).toBe(Number.POSITIVE_INFINITY);
    expect(prerenderLifetimeMs({}, DEADLINE)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("a render that takes too long", () => {
  it("is not waited for past PRERENDER_TIMEOUT_MS, and says so", async () => {
    vi.useFakeTimers();
    const warned: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warned.push(args) } as unknown as Parameters<typeof renderWithin>[2];
    const hanging: PrerenderModule = { prerenderPage: () => new Promise(() => undefined) };
    const rendered = renderWithin(hanging, { settings, address: "/", answers: { startup: {}, initialContent: null, deadlineMoments: {} } }, log);
    await vi.advanceTimersByTimeAsync(PRERENDER_TIMEOUT_MS - 1);
    expect(warned).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(rendered).resolves.toEqual({ kind: "failed" });
    expect(JSON.stringify(warned)).toContain(`not rendered within ${String(PRERENDER_TIMEOUT_MS)} ms`);
  });
});
