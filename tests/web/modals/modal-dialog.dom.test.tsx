// The modal dialog every modal uses: the page behind it (#root) is inert for as long as any dialog is
// open, Tab never leaves a dialog, and focus goes back to where it was when a dialog closes, or to the page's
// heading when nothing had it (a button disabled while it ran loses focus to the page).
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Effect } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { APP_ROOT_ID } from "../../../web/modals/modal-dialog.tsx";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { eventually, fakeTickerOnly } from "../support/fake-ticker.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const WARNING = { name: demoText("LocKey_Header_SessionTimeoutModal_01") } as const;
const CONTINUE = { name: demoText("LocKey_Button_Continue") } as const;

fakeTickerOnly();

const appRoot = (): HTMLElement => document.getElementById(APP_ROOT_ID)!;

/** Renders the start page and opens the session-timeout warning 29 minutes on. */
const warningOnStartPage = async () => {
  const rendered = renderSite("/");
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
  return {
    ...rendered,
    openWarning: async () => {
      await Effect.runPromise(rendered.clock.advance(29 * 60_000));
      await vi.advanceTimersByTimeAsync(1000);
      return screen.findByRole("dialog", WARNING);
    }
  };
};

describe("the modal dialog", () => {
  it("gives focus back to what had it when the dialog closes", async () => {
    const { openWarning } = await warningOnStartPage();
    const more = screen.getByRole("button", { name: demoText("LocKey_Nav_More") });
    more.focus();
    const dialog = await openWarning();
    await eventually(() => {
      expect(within(dialog).getByRole("button", CONTINUE)).toHaveFocus();
    });
    await userEvent.setup().keyboard("{Enter}");
    await eventually(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(more).toHaveFocus();
  });

  it("gives focus to the page's heading when nothing had it as the dialog opened", async () => {
    const { openWarning } = await warningOnStartPage();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    const dialog = await openWarning();
    await eventually(() => {
      expect(within(dialog).getByRole("button", CONTINUE)).toHaveFocus();
    });
    await userEvent.setup().keyboard("{Enter}");
    await eventually(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(screen.getByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") })).toHaveFocus();
  });

  it("keeps the page inert while another dialog is still open", async () => {
    api.use(http.get(claimsApiUrl("/api/deadlines"), () => HttpResponse.json({ error: "down" }, { status: 500 })));
    const { openWarning } = await warningOnStartPage();
    const alert = await screen.findByRole("alertdialog", { name: demoText("LocKey_Modal_AlertTitle") });
    const warning = await openWarning();
    expect(appRoot()).toHaveAttribute("inert");

    await userEvent.setup().click(within(warning).getByRole("button", CONTINUE));
    await eventually(() => {
      expect(screen.queryByRole("dialog", WARNING)).not.toBeInTheDocument();
    });
    expect(alert).toBeInTheDocument();
    expect(appRoot()).toHaveAttribute("inert");
  });

  it("keeps Tab and Shift+Tab inside the dialog", async () => {
    api.use(http.get(claimsApiUrl("/api/deadlines"), () => HttpResponse.json({ error: "down" }, { status: 500 })));
    renderSite("/");
    const alert = await screen.findByRole("alertdialog", { name: demoText("LocKey_Modal_AlertTitle") });
    const ok = within(alert).getByRole("button", { name: demoText("LocKey_Button_Ok") });
    await eventually(() => {
      expect(ok).toHaveFocus();
    });
    const user = userEvent.setup();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });
});
