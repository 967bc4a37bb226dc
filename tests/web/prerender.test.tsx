// The site's own rendering of a page's first view, run in Node as the server runs it (no document, no
// network), on the answers of the test API (whose forms label the Notice ID in English): the demo's start
// page in each theme and culture holds its form, labelled, with the styles of what it drew, the client ids
// its element ids are built from and the parts it drew; a page a fresh visit is redirected from is drawn as
// the page it lands on (the session-expired page, the deadline page once the deadline has passed), with that
// page's address; one sent to another site's address after the deadline is not drawn.
import { describe, expect, it } from "vitest";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import type { PageAnswers } from "../../domain/api/page-answers.ts";
import { THEMES } from "../../domain/site/theme.ts";
import { startupPaths } from "../../server/site/startup-answers.ts";
import { prerenderPage } from "../../web/prerender.tsx";
import { CLAIMS_API_TEST_ORIGIN } from "../support/msw/claims-api-handlers.ts";
import { DEMO_CULTURES, demoAppSettings, demoContent, demoText, serveDemoApi } from "./support/render-site.tsx";

serveDemoApi();

/** The answers the server writes into the page, taken from the demo's API as the server takes them from its own. */
const pageAnswers = async (culture: string): Promise<PageAnswers & { readonly startup: Readonly<Record<string, unknown>> }> => {
  const startup: Record<string, unknown> = {};
  for (const path of startupPaths(undefined)) {
    const answer = await fetch(`${CLAIMS_API_TEST_ORIGIN}${path}`);
    if (answer.ok) startup[path] = await answer.json();
  }
  return { startup, initialContent: { culture, cultures: DEMO_CULTURES, content: demoContent(culture) }, deadlineMoments: {} };
};

const AFTER_THE_DEADLINES: AppSettings = { ...demoAppSettings(), clockStartsAt: "2100-01-02T00:00:00Z" };

const draw = async (settings: AppSettings, culture: string, address: string) => prerenderPage({ settings, answers: await pageAnswers(culture), address });

describe("the first view of a page served whole", () => {
  for (const theme of THEMES) {
    for (const culture of Object.keys(DEMO_CULTURES)) {
      it(`holds the start page's form, styled, in ${theme} and ${culture}`, async () => {
        const page = await draw(demoAppSettings(theme), culture, culture === "en" ? "/" : `/?culture=${culture}`);
        expect(page).not.toBeNull();
        if (page === null) return;
        expect(page.body).toContain(`<h1 id="`);
        expect(page.body).toContain(demoText("LocKey_PageTitle_StandardStart", culture));
        expect(page.body).toContain(demoText("LocKey_Button_Start", culture));
        // Each input's label names it, by the id built from a client id the page hands on to the browser.
        const [clientId] = page.clientIds;
        expect(clientId).toMatch(/^[A-Za-z0-9]{8}$/);
        expect(page.body).toContain(`<label for="field-credentials_${String(clientId)}-noticeId">Notice ID`);
        expect(page.body).toContain(`<input id="field-credentials_${String(clientId)}-noticeId"`);
        // Nothing was left for the browser to draw: no part fell back to a render of its own.
        expect(page.body).not.toContain("<!--$!-->");
        expect(page.parts).toContain(`layout ${theme}`);
        expect(page.address).toBe(culture === "en" ? "/" : `/?culture=${culture}`);
        expect(page.head).toMatch(/^<style data-styled="true"/);
        expect(page.head).toContain("box-sizing:border-box");
      });
    }
  }

  for (const culture of Object.keys(DEMO_CULTURES)) {
    it(`is drawn as the session-expired page, at its address, for a page past a form's first, in ${culture}`, async () => {
      const page = await draw(demoAppSettings(), culture, culture === "en" ? "/standard/claimant-info" : `/standard/claimant-info?culture=${culture}`);
      expect(page?.address).toBe(`/session-expired?form=standard&culture=${culture}`);
      expect(page?.body).toContain(`<h1>${demoText("LocKey_SessionExpired_Header", culture)}</h1>`);
      expect(page?.body).not.toContain(demoText("LocKey_PageTitle_ClaimantInfo", culture));
    });
  }

  it("is drawn as the deadline page, at its address, once the deadline has passed", async () => {
    const page = await draw(AFTER_THE_DEADLINES, "es", "/?culture=es");
    expect(page?.address).toBe("/deadline?culture=es");
    expect(page?.body).toContain(`<h1>${demoText("LocKey_Deadline_Header", "es")}</h1>`);
  });

  it("is not drawn, and not waited for, when the deadline sends the visit to another site", async () => {
    const answers = await pageAnswers("es");
    const deadlines = { deadlines: { globalDeadline: { timeZone: "Pacific", deadline: "12/31/2099 11:59:59 PM", redirectUrl: "https://elsewhere.example/deadline" } } };
    const started = Date.now();
    const page = await prerenderPage({ settings: AFTER_THE_DEADLINES, answers: { ...answers, startup: { ...answers.startup, "/api/deadlines": deadlines } }, address: "/?culture=es" });
    expect(page).toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
