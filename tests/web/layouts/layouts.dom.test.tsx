// The chrome each of the three themes renders (spec section 1): the header's title, case name and case
// number; the navigation links and their targets (Key Dates only in jnd-9-0-kontent); external links in a
// new tab; the More dropdown as a disclosure Escape closes; ftc's project title, subtitle and logo.
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { THEMES, type Theme } from "../../../domain/site/theme.ts";
import { demoAppSettings, demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

serveDemoApi();

const DEMO = demoAppSettings();
const BASE = DEMO.siteBaseUrl;
const NEW_TAB = demoText("LocKey_Nav_OpensInNewTab");

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An external link's accessible name: its text, then the visually hidden "opens in a new tab" (jsdom's
 * name computation drops the space a browser keeps between them).
 */
const external = (text: string): RegExp => new RegExp(`^${escaped(text)}\\s*${escaped(NEW_TAB)}$`);

/** Renders the start page in a theme and waits until the layout has mounted with its content. */
const renderTheme = async (theme: Theme, settings: Parameters<typeof renderSite>[1] = {}) => {
  const rendered = renderSite("/", { ...settings, theme });
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
  return rendered;
};

const mainNav = () => screen.getByRole("navigation", { name: demoText("LocKey_Nav_Main") });

describe.each(THEMES)("the %s layout", (theme) => {
  it("heads the page with the claims administrator's title, the case name and the case number", async () => {
    await renderTheme(theme);
    const header = screen.getByRole("banner");
    expect(within(header).getByText(DEMO.claimsAdminTitle)).toBeInTheDocument();
    expect(within(header).getByText(DEMO.caseName)).toBeInTheDocument();
    expect(within(header).getByText("Case No. 3:25-cv-01234")).toBeInTheDocument();
  });

  it("links Home, Important Documents, FAQ and Contact Us on the settlement website, and File a Claim to this site's start", async () => {
    await renderTheme(theme);
    const nav = within(mainNav());
    expect(nav.getByRole("link", { name: external("Home") })).toHaveAttribute("href", `${BASE}/`);
    expect(nav.getByRole("link", { name: external("Important Documents") })).toHaveAttribute("href", `${BASE}/documents`);
    expect(nav.getByRole("link", { name: "File a Claim" })).toHaveAttribute("href", "/");
    expect(nav.getByRole("link", { name: external("FAQ") })).toHaveAttribute("href", `${BASE}/faq`);
    expect(nav.getByRole("link", { name: external("Contact Us") })).toHaveAttribute("href", `${BASE}/contact`);
  });

  it(`offers Key Dates ${theme === "jnd-9-0-kontent" ? "" : "not "}in its navigation`, async () => {
    await renderTheme(theme);
    const keyDates = within(mainNav()).queryByRole("link", { name: external("Key Dates") });
    if (theme === "jnd-9-0-kontent") expect(keyDates).toHaveAttribute("href", `${BASE}/dates`);
    else expect(keyDates).not.toBeInTheDocument();
  });

  it("opens every link off this site in a new tab without giving it a handle on this page", async () => {
    await renderTheme(theme);
    const nav = within(mainNav());
    await userEvent.setup().click(nav.getByRole("button", { name: "More" }));
    const offSite = nav.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith(BASE) === true);
    expect(offSite.length).toBe(theme === "jnd-9-0-kontent" ? 7 : 6);
    for (const link of offSite) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")?.split(/\s+/)).toContain("noopener");
    }
    const onSite = nav.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/") === true);
    for (const link of onSite) expect(link).not.toHaveAttribute("target");
  });

  it("toggles the More dropdown's Check Claim Status, Upload Documents and Change My Address, and closes it on Escape", async () => {
    await renderTheme(theme);
    const user = userEvent.setup();
    const nav = within(mainNav());
    const more = nav.getByRole("button", { name: "More" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(nav.queryByRole("link", { name: external("Check Claim Status") })).not.toBeInTheDocument();

    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(nav.getByRole("link", { name: external("Check Claim Status") })).toHaveAttribute("href", `${BASE}/claim/status`);
    expect(nav.getByRole("link", { name: "Upload Documents" })).toHaveAttribute("href", "/documents-upload");
    expect(nav.getByRole("link", { name: external("Change My Address") })).toHaveAttribute("href", `${BASE}/coa`);

    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(nav.queryByRole("link", { name: "Upload Documents" })).not.toBeInTheDocument();

    await user.click(more);
    await user.tab();
    expect(nav.getByRole("link", { name: external("Check Claim Status") })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(nav.queryByRole("link", { name: external("Change My Address") })).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });
});

describe("the ftc-7-0-default layout", () => {
  it("shows the project title, subtitle and logo the deployment gives", async () => {
    await renderTheme("ftc-7-0-default", {
      settings: { projectTitle: "Northwind Compressor Project", projectSubtitle: "A settlement administered online", logoUrl: "/assets/northwind-logo.png" }
    });
    const header = within(screen.getByRole("banner"));
    expect(header.getByText("Northwind Compressor Project")).toBeInTheDocument();
    expect(header.getByText("A settlement administered online")).toBeInTheDocument();
    expect(header.getByRole("presentation")).toHaveAttribute("src", "/assets/northwind-logo.png");
  });

  it("leaves the project out when the deployment gives none", async () => {
    await renderTheme("ftc-7-0-default");
    const header = within(screen.getByRole("banner"));
    expect(header.queryByRole("presentation")).not.toBeInTheDocument();
    expect(header.queryByRole("img")).not.toBeInTheDocument();
  });
});

describe("the jnd-9-0-kontent layout", () => {
  it("shows the administrator's phone, as a link a phone can dial, in its top bar at the head of the header", async () => {
    await renderTheme("jnd-9-0-kontent");
    const header = screen.getByRole("banner");
    const topBar = within(header).getByRole("link", { name: DEMO.contact.phone });
    expect(topBar).toHaveAttribute("href", "tel:18005550134");
    const caseTitle = within(header).getByText(DEMO.claimsAdminTitle);
    expect(topBar.compareDocumentPosition(caseTitle)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
