// The footer of every theme (spec section 1): the administrator's phone, e-mail and mail address, and the
// copyright line with the current year and the privacy-policy link, opened in a new tab.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { THEMES } from "../../../../domain/site/theme.ts";
import { demoAppSettings, demoText, renderSite, serveDemoApi } from "../../support/render-site.tsx";

serveDemoApi();

const DEMO = demoAppSettings();

const renderFooter = async (theme: (typeof THEMES)[number]) => {
  renderSite("/", { theme });
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
  return within(screen.getByRole("contentinfo"));
};

afterEach(() => {
  vi.useRealTimers();
});

describe.each(THEMES)("the %s footer", (theme) => {
  it("gives the administrator's phone to dial, e-mail to write to and mail address, line by line", async () => {
    const footer = await renderFooter(theme);
    expect(footer.getByRole("heading", { level: 2, name: demoText("LocKey_Footer_ContactHeader") })).toBeInTheDocument();
    expect(footer.getByRole("link", { name: "1-800-555-0134" })).toHaveAttribute("href", "tel:18005550134");
    expect(footer.getByRole("link", { name: DEMO.contact.email })).toHaveAttribute("href", `mailto:${DEMO.contact.email}`);
    const address = footer.getByText(DEMO.contact.mailAddress[2]!).closest("address");
    expect(address).not.toBeNull();
    expect(address!.textContent).toBe(DEMO.contact.mailAddress.join(""));
  });

  it("prints the copyright line with the year it is now and links the privacy policy in a new tab", async () => {
    vi.setSystemTime(new Date("2031-03-15T12:00:00Z"));
    const footer = await renderFooter(theme);
    expect(footer.getByText(/^© 2031 Northwind Compressor Settlement\. All rights reserved\./)).toBeInTheDocument();
    const privacy = footer.getByRole("link", { name: /^Privacy Policy/ });
    expect(privacy).toHaveAttribute("href", DEMO.privacyPolicyUrl);
    expect(privacy).toHaveAttribute("target", "_blank");
    expect(privacy.getAttribute("rel")?.split(/\s+/)).toContain("noopener");
  });
});
