// The optional banner (spec section 1): its header and two paragraphs are shown only while the banner
// state is on, which start-up sets from the deployment's showBanner.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoText, renderSite, serveDemoApi } from "../../support/render-site.tsx";

serveDemoApi();

const START_HEADING = { level: 1, name: demoText("LocKey_PageTitle_StandardStart") } as const;

describe("the banner", () => {
  it("shows its header and two paragraphs when the deployment turns it on", async () => {
    const { site, session } = renderSite("/", { settings: { showBanner: true } });
    // The layout shows the banner from the deployment's settings at once; start-up sets the session's state.
    await site.started;
    const banner = await screen.findByRole("region", { name: demoText("LocKey_Banner_Header") });
    expect(within(banner).getByRole("heading", { level: 2, name: demoText("LocKey_Banner_Header") })).toBeInTheDocument();
    expect(within(banner).getByText(demoText("LocKey_Banner_Copy_01"))).toBeInTheDocument();
    expect(within(banner).getByText(demoText("LocKey_Banner_Copy_02"))).toBeInTheDocument();
    expect(session.getSnapshot().banner.activeBannerState).toBe(true);
  });

  it("is not shown when the deployment leaves it off", async () => {
    const { site, session } = renderSite("/", { settings: { showBanner: false } });
    await site.started;
    await screen.findByRole("heading", START_HEADING);
    expect(session.getSnapshot().banner.activeBannerState).toBe(false);
    expect(screen.queryByRole("region", { name: demoText("LocKey_Banner_Header") })).not.toBeInTheDocument();
    expect(screen.queryByText(demoText("LocKey_Banner_Copy_01"))).not.toBeInTheDocument();
  });

  it("follows the banner state as it changes", async () => {
    const { site, session } = renderSite("/", { settings: { showBanner: true } });
    await site.started;
    await screen.findByRole("region", { name: demoText("LocKey_Banner_Header") });
    await session.setBannerState(false);
    await waitFor(() => {
      expect(screen.queryByRole("region", { name: demoText("LocKey_Banner_Header") })).not.toBeInTheDocument();
    });
    expect(await screen.findByRole("heading", START_HEADING)).toBeInTheDocument();
  });
});
