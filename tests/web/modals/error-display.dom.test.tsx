// The error display (spec section 2 and 8): a failed call's catalogue message in an alert dialog titled
// Alert (localized) with OK focused and the page behind it inert; OK or Escape hides it. On /error the
// same message is a banner at the top of the page instead.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { PROBLEM_OCCURED_MESSAGE } from "../../../application/errors.ts";
import { APP_ROOT_ID } from "../../../web/modals/modal-dialog.tsx";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const deadlinesFail = () => {
  api.use(http.get(claimsApiUrl("/api/deadlines"), () => HttpResponse.json({ error: "down" }, { status: 500 })));
};

const appRoot = (): HTMLElement => document.getElementById(APP_ROOT_ID)!;

describe("the alert dialog", () => {
  it("shows a failed call's catalogue message under the title Alert, with OK focused and the page inert", async () => {
    deadlinesFail();
    renderSite("/");
    const dialog = await screen.findByRole("alertdialog", { name: demoText("LocKey_Modal_AlertTitle") });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(PROBLEM_OCCURED_MESSAGE);
    const ok = within(dialog).getByRole("button", { name: demoText("LocKey_Button_Ok") });
    await waitFor(() => {
      expect(ok).toHaveFocus();
    });
    expect(appRoot()).toHaveAttribute("inert");
    expect(appRoot()).not.toContainElement(dialog);
  });

  it("is hidden by OK, giving the page back", async () => {
    deadlinesFail();
    const { session } = renderSite("/");
    const dialog = await screen.findByRole("alertdialog", { name: demoText("LocKey_Modal_AlertTitle") });
    await userEvent.setup().click(within(dialog).getByRole("button", { name: demoText("LocKey_Button_Ok") }));
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    });
    expect(session.getSnapshot().errorInfo.showError).toBe(false);
    expect(appRoot()).not.toHaveAttribute("inert");
    expect(await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") })).toBeInTheDocument();
  });

  it("is hidden by Escape", async () => {
    deadlinesFail();
    renderSite("/");
    const dialog = await screen.findByRole("alertdialog", { name: demoText("LocKey_Modal_AlertTitle") });
    await waitFor(() => {
      expect(within(dialog).getByRole("button", { name: demoText("LocKey_Button_Ok") })).toHaveFocus();
    });
    await userEvent.setup().keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    });
  });

  it("speaks the claimant's language", async () => {
    deadlinesFail();
    renderSite("/?culture=es");
    const dialog = await screen.findByRole("alertdialog", { name: demoText("LocKey_Modal_AlertTitle", "es") });
    expect(within(dialog).getByRole("button", { name: demoText("LocKey_Button_Ok", "es") })).toBeInTheDocument();
  });

  it("is not shown while nothing has failed", async () => {
    renderSite("/");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(appRoot()).not.toHaveAttribute("inert");
  });
});

describe("the error banner on /error", () => {
  it("shows the message at the top of the page, not as a dialog", async () => {
    deadlinesFail();
    renderSite("/error");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_ErrorPage_Header") });
    const banner = await screen.findByRole("alert");
    expect(within(banner).getByRole("heading", { level: 2, name: demoText("LocKey_Modal_AlertTitle") })).toBeInTheDocument();
    expect(within(banner).getByText(PROBLEM_OCCURED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(appRoot()).not.toHaveAttribute("inert");
  });
});
