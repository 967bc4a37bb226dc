// The routes of spec section 2 behind the route guard of section 4: the Standard start page at "/", a
// form page without authorization ending on /session-expired, unknown paths on /page-not-found, the
// site's own pages with the contact details, and a query with forbidden characters sanitised.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoAppSettings, demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

/** A global deadline that passed long before the session's clock, with or without an address of its own. */
const deadlinePassed = (redirectUrl: string | null) =>
  http.get(claimsApiUrl("/api/deadlines"), () =>
    HttpResponse.json({ deadlines: { globalDeadline: { timeZone: "Pacific", deadline: "01/31/2020 11:59:59 PM", redirectUrl } } })
  );

const DEMO = demoAppSettings();

const heading = (key: string, culture = "en") => ({ level: 1, name: demoText(key, culture) }) as const;

/** The page's own contact block (the footer has its own). */
const contactBlock = (culture = "en") =>
  within(within(screen.getByRole("main")).getByRole("region", { name: demoText("LocKey_Footer_ContactHeader", culture) }));

describe("the site's routes", () => {
  it('shows the Standard start page at "/", titled in the browser tab', async () => {
    const { router, session } = renderSite("/");
    expect(await screen.findByRole("heading", heading("LocKey_PageTitle_StandardStart"))).toBeInTheDocument();
    expect(screen.getByText(demoText("LocKey_PageIntro_StandardStart"))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(session.getSnapshot().navigation.activeForm).toBe("Standard");
    await waitFor(() => {
      expect(document.title).toBe(`${demoText("LocKey_PageTitle_StandardStart")} – ${DEMO.claimsAdminTitle}`);
    });
  });

  it("sends a form page entered without authorization to /session-expired, with a way back to the form's start", async () => {
    const { router } = renderSite("/standard/claimant-info");
    expect(await screen.findByRole("heading", heading("LocKey_SessionExpired_Header"))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/session-expired");
    expect(router.state.location.search).toBe("?form=standard&culture=en");
    expect(screen.getByRole("link", { name: demoText("LocKey_SessionExpired_Restart") })).toHaveAttribute("href", "/standard?culture=en");
    expect(screen.queryByRole("heading", heading("LocKey_PageTitle_ClaimantInfo"))).not.toBeInTheDocument();
  });

  it("starts the form again from /session-expired, scrolling to the top and moving focus to the new page's heading", async () => {
    const { router, session } = renderSite("/standard/claimant-info");
    await screen.findByRole("heading", heading("LocKey_SessionExpired_Header"));
    const scrolled = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    await userEvent.setup().click(screen.getByRole("link", { name: demoText("LocKey_SessionExpired_Restart") }));
    expect(await screen.findByRole("heading", heading("LocKey_PageTitle_StandardStart"))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/standard");
    expect(session.getSnapshot().navigation.activeForm).toBe("Standard");
    await waitFor(() => {
      expect(screen.getByRole("heading", heading("LocKey_PageTitle_StandardStart"))).toHaveFocus();
    });
    expect(screen.getByRole("heading", heading("LocKey_PageTitle_StandardStart"))).toHaveAttribute("tabindex", "-1");
    expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("keeps the claimant's culture on the way to /session-expired", async () => {
    const { router } = renderSite("/standard/claim-details?culture=es");
    expect(await screen.findByRole("heading", heading("LocKey_SessionExpired_Header", "es"))).toBeInTheDocument();
    expect(router.state.location.search).toBe("?form=standard&culture=es");
    expect(screen.getByRole("link", { name: demoText("LocKey_SessionExpired_Restart", "es") })).toHaveAttribute("href", "/standard?culture=es");
  });

  it("sends an unknown path to /page-not-found, with a way back to File a Claim", async () => {
    const { router } = renderSite("/no-such-page");
    expect(await screen.findByRole("heading", heading("LocKey_NotFound_Header"))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/page-not-found");
    expect(within(screen.getByRole("main")).getByRole("link", { name: "File a Claim" })).toHaveAttribute("href", "/");
  });

  it("keeps the culture of an unknown path on /page-not-found", async () => {
    const { router } = renderSite("/standard/no-such-page?culture=es");
    expect(await screen.findByRole("heading", heading("LocKey_NotFound_Header", "es"))).toBeInTheDocument();
    expect(router.state.location.search).toBe("?culture=es");
  });

  it.each([
    ["/error", "LocKey_ErrorPage_Header", "LocKey_ErrorPage_Body"],
    ["/deadline", "LocKey_Deadline_Header", "LocKey_Deadline_Body"],
    ["/page-not-found", "LocKey_NotFound_Header", "LocKey_NotFound_Body"],
    ["/session-expired", "LocKey_SessionExpired_Header", "LocKey_SessionExpired_Body"]
  ])("shows %s with its heading, its text and the administrator's contact details", async (path, headingKey, bodyKey) => {
    const { router } = renderSite(path);
    expect(await screen.findByRole("heading", heading(headingKey))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByText(demoText(bodyKey))).toBeInTheDocument();
    const contact = contactBlock();
    expect(contact.getByRole("link", { name: DEMO.contact.phone })).toHaveAttribute("href", "tel:18005550134");
    expect(contact.getByRole("link", { name: DEMO.contact.email })).toHaveAttribute("href", `mailto:${DEMO.contact.email}`);
    expect(contact.getByText(DEMO.contact.mailAddress[3]!)).toBeInTheDocument();
  });

  it("shows /deadline in the culture its query names", async () => {
    renderSite("/deadline?culture=es");
    expect(await screen.findByRole("heading", heading("LocKey_Deadline_Header", "es"))).toBeInTheDocument();
    expect(contactBlock("es").getByRole("link", { name: DEMO.contact.phone })).toBeInTheDocument();
  });

  it("redirects a query with forbidden characters to the sanitised address, replacing it", async () => {
    const { router, site } = renderSite("/?culture=e<s>");
    expect(await screen.findByRole("heading", heading("LocKey_PageTitle_StandardStart", "es"))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(router.state.location.search).toBe("?culture=es");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(site.i18n.language).toBe("es");
  });

  it("sends the start page to /deadline once the filing deadline has passed", async () => {
    api.use(deadlinePassed(null));
    const { router } = renderSite("/");
    expect(await screen.findByRole("heading", heading("LocKey_Deadline_Header"))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/deadline");
    expect(router.state.location.search).toBe("?culture=en");
    expect(screen.queryByRole("heading", heading("LocKey_PageTitle_StandardStart"))).not.toBeInTheDocument();
  });

  it("leaves the site for the deadline's own address, showing no page of the form meanwhile", async () => {
    api.use(deadlinePassed("https://www.northwindsettlement.example/claims-closed"));
    const { leaveSite, site } = renderSite("/");
    await site.started;
    await waitFor(() => {
      expect(leaveSite).toHaveBeenCalledWith("https://www.northwindsettlement.example/claims-closed");
    });
    expect(screen.queryByRole("heading", heading("LocKey_PageTitle_StandardStart"))).not.toBeInTheDocument();
    // The layout (its theme's code loaded on demand) holds only the spinner in its main region.
    const main = await screen.findByRole("main");
    expect(within(main).getByRole("status")).toHaveTextContent(demoText("LocKey_Loading"));
    expect(within(main).queryByRole("heading")).not.toBeInTheDocument();
  });
});
