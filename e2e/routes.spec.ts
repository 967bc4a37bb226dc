// Every page of the site in both demo languages: it shows its heading in that language, the page says
// which language it is in, the console stays clean, and axe finds no WCAG 2.2 A or AA violation. An address
// that is no page of the site is answered 404 with the not-found page, which Chromium logs as one failed load.
import { DEMO_CULTURES, demoText } from "./support/demo-content.ts";
import { axeViolations } from "./support/axe-check.ts";
import { expect, expectOnlyProblems, failedResource, test } from "./support/site-test.ts";

interface RouteCase {
  readonly name: string;
  readonly address: string;
  readonly headingKey: string;
  /** Where the site settles, when the address itself is redirected. */
  readonly landsOn?: string;
  /** The server answers the address 404 (no page of the site), which Chromium logs as a failed load. */
  readonly notFound?: true;
}

const ROUTE_CASES: readonly RouteCase[] = [
  { name: "the start page", address: "/", headingKey: "LocKey_PageTitle_StandardStart" },
  { name: "the Standard start page", address: "/standard", headingKey: "LocKey_PageTitle_StandardStart" },
  { name: "the error page", address: "/error", headingKey: "LocKey_ErrorPage_Header" },
  { name: "the deadline page", address: "/deadline", headingKey: "LocKey_Deadline_Header" },
  { name: "the session-expired page", address: "/session-expired?form=standard", headingKey: "LocKey_SessionExpired_Header" },
  { name: "the not-found page", address: "/page-not-found", headingKey: "LocKey_NotFound_Header", notFound: true },
  { name: "an unknown address", address: "/no-such-page", headingKey: "LocKey_NotFound_Header", landsOn: "/page-not-found", notFound: true }
];

const withCulture = (address: string, culture: string): string => `${address}${address.includes("?") ? "&" : "?"}culture=${culture}`;

for (const route of ROUTE_CASES) {
  for (const culture of DEMO_CULTURES) {
    test(`${route.name} (${route.address}) renders in ${culture} without console errors or axe violations`, async ({ sitePage: page, problems }) => {
      const answer = await page.goto(withCulture(route.address, culture));
      expect(answer?.status()).toBe(route.notFound === true ? 404 : 200);

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoText(culture, route.headingKey));
      const expectedAddress = withCulture(route.landsOn ?? route.address, culture);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(expectedAddress);
      await expect(page.locator("html")).toHaveAttribute("lang", culture);
      await expect(page.getByRole("main")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expectOnlyProblems(problems, route.notFound === true ? [failedResource(404)] : []);
    });
  }
}
