// The More dropdown as the claimant leaves through it: following its own Upload Documents link takes
// the claimant to that form, and the dropdown closes behind them rather than staying open over the new page.
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoText, renderSite, serveDemoApi } from "../../support/render-site.tsx";

serveDemoApi();

describe("the More dropdown", () => {
  it("closes once the claimant has followed Upload Documents", async () => {
    const { router } = renderSite("/");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") }, { timeout: 10_000 });
    const user = userEvent.setup();
    const more = screen.getByRole("button", { name: demoText("LocKey_Nav_More") });
    await user.click(more);
    await user.click(screen.getByRole("link", { name: demoText("LocKey_Nav_UploadDocuments") }));
    // Found is enough: the page may draw its heading anew while the form it belongs to is entered.
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_DocumentsUploadStart") }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe("/documents-upload");
    await waitFor(() => {
      expect(more).toHaveAttribute("aria-expanded", "false");
    });
    expect(screen.queryByRole("link", { name: demoText("LocKey_Nav_UploadDocuments") })).not.toBeInTheDocument();
  });
});
