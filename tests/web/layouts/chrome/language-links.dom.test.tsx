// The language link (spec sections 1 and 4): from English a link to each other enabled language, from
// any other language a link back to English; following it reloads the content in that language.
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoText, renderSite, serveDemoApi } from "../../support/render-site.tsx";

serveDemoApi();

const startHeading = (culture: string) => ({ level: 1, name: demoText("LocKey_PageTitle_StandardStart", culture) }) as const;

const languageNav = (culture: string) => within(screen.getByRole("navigation", { name: demoText("LocKey_Nav_Language", culture) }));

describe("the language link", () => {
  it("offers Español, marked as Spanish, and no English link while the page is in English", async () => {
    renderSite("/");
    await screen.findByRole("heading", startHeading("en"));
    const nav = languageNav("en");
    const spanish = nav.getByRole("link", { name: "Español" });
    expect(spanish).toHaveAttribute("lang", "es");
    expect(spanish).toHaveAttribute("href", "/?culture=es");
    expect(nav.queryByRole("link", { name: "English" })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
  });

  it("shows the page in Spanish with ?culture=es, with a link back to English", async () => {
    renderSite("/?culture=es");
    await screen.findByRole("heading", startHeading("es"));
    expect(screen.getByRole("button", { name: demoText("LocKey_Nav_More", "es") })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    const nav = languageNav("es");
    const english = nav.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("href", "/?culture=en");
    expect(nav.queryByRole("link", { name: "Español" })).not.toBeInTheDocument();
  });

  it("switches the content back to English when the claimant follows the English link", async () => {
    const { router, session } = renderSite("/?culture=es");
    await screen.findByRole("heading", startHeading("es"));
    await userEvent.setup().click(languageNav("es").getByRole("link", { name: "English" }));
    expect(await screen.findByRole("heading", startHeading("en"))).toBeInTheDocument();
    expect(router.state.location.search).toBe("?culture=en");
    expect(session.getSnapshot().culture).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(languageNav("en").getByRole("link", { name: "Español" })).toBeInTheDocument();
  });

  it("keeps the page and its other query values when switching", async () => {
    const { router } = renderSite("/page-not-found?culture=es&ref=abc");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_NotFound_Header", "es") });
    await userEvent.setup().click(languageNav("es").getByRole("link", { name: "English" }));
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_NotFound_Header", "en") });
    expect(router.state.location.pathname).toBe("/page-not-found");
    expect(new URLSearchParams(router.state.location.search).get("ref")).toBe("abc");
  });
});
