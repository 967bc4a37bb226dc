// The site frame's first render, before the session has loaded: the deployment's layout in the language the page was
// served with, the spinner where the page will be, and then the page once the session has started.
import { screen, within } from "@testing-library/react";
import { UNSAFE_createMemoryHistory } from "react-router";
import { describe, expect, it } from "vitest";
import type { ClaimSession } from "../../../application/session/claim-session.ts";
import { createSite } from "../../../web/app/create-site.tsx";
import { makeRouterBridge } from "../../../web/app/router-bridge.ts";
import { DEMO_CULTURES, demoAppSettings, demoContent, demoSession, demoText, renderInRoot, serveDemoApi } from "../support/render-site.tsx";

serveDemoApi();

describe("the first render", () => {
  it("shows the layout in the served language with a spinner until the session has loaded, then the page", async () => {
    const settings = demoAppSettings("jnd-9-0-kontent");
    const bridge = makeRouterBridge();
    let loaded: (session: ClaimSession) => void = () => undefined;
    const sessionLoading = new Promise<ClaimSession>((resolve) => {
      loaded = resolve;
    });
    const site = createSite({
      session: sessionLoading,
      bridge,
      settings,
      theme: "jnd-9-0-kontent",
      initialUrl: new URL("http://claims.test/?culture=es"),
      initialContent: { culture: "es", cultures: DEMO_CULTURES, content: demoContent("es") },
      history: UNSAFE_createMemoryHistory({ initialEntries: ["/?culture=es"] }),
      addressQuery: () => new URLSearchParams("culture=es"),
      leaveSite: () => undefined
    });
    renderInRoot(site.element);

    const nav = await screen.findByRole("navigation", { name: demoText("LocKey_Nav_Main", "es") });
    expect(within(nav).getByRole("link", { name: new RegExp(demoText("LocKey_Nav_KeyDates", "es")) })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: demoText("LocKey_Nav_English", "es") })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: demoText("LocKey_Banner_Header", "es") })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("status")).toHaveTextContent(demoText("LocKey_Loading", "es"));
    expect(within(main).queryByRole("heading")).not.toBeInTheDocument();

    loaded(demoSession(settings, bridge.navigate).session);
    expect(await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart", "es") })).toBeInTheDocument();
    site.router.dispose();
  });
});
