// The start page's fields, error summary and Next: a failed Next shows the GOV.UK error summary (focused,
// each issue a link to its field, "Error:" before the title, inline messages tied to their inputs); refused
// credentials say so; accepted ones move on to the claimant information page.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const startPage = async () => {
  const rendered = renderSite("/");
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") });
  return { ...rendered, user: userEvent.setup() };
};

const start = () => screen.getByRole("button", { name: demoText("LocKey_Button_Start") });

describe("the start page", () => {
  it("shows the error summary after a failed Next, focused, linking to each field", async () => {
    const { user } = await startPage();
    await user.click(start());
    const summary = await screen.findByRole("alert", { name: demoText("LocKey_ErrorSummary_Header") });
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    expect(document.title.startsWith(`${demoText("LocKey_Error_Prefix")} ${demoText("LocKey_PageTitle_StandardStart")}`)).toBe(true);

    const noticeId = screen.getByRole("textbox", { name: /Notice ID/ });
    expect(noticeId).toHaveAttribute("aria-invalid", "true");
    // jsdom drops the space between the hidden prefix and the message that a browser keeps.
    expect(noticeId).toHaveAccessibleDescription(new RegExp(`^${demoText("LocKey_Error_Prefix")}\\s?${demoText("LocKey_Validation_Required")}$`));
    // PIN has no rule in this configuration, so it is neither listed nor marked.
    expect(screen.getByRole("textbox", { name: /PIN/ })).not.toHaveAttribute("aria-invalid");

    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([`Notice ID: ${demoText("LocKey_Validation_Required")}`]);
    await user.click(links[0]!);
    expect(noticeId).toHaveFocus();
  });

  it("says the credentials were not accepted, and stays", async () => {
    api.use(http.post(claimsApiUrl("/api/forms/standard/authorize"), () => HttpResponse.json({ authorized: false, error: "not found", captcha: true, prepopulatedData: [] }, { status: 401 })));
    const { user, router } = await startPage();
    await user.type(screen.getByRole("textbox", { name: /Notice ID/ }), "NWD-10000001");
    await user.click(start());
    const summary = await screen.findByRole("alert", { name: demoText("LocKey_ErrorSummary_Header") });
    expect(summary).toHaveTextContent(demoText("LocKey_Error_NotAuthorized"));
    expect(router.state.location.pathname).toBe("/");
  });

  it("says how long to wait when the notice id is locked after too many attempts, and stays", async () => {
    api.use(
      http.post(claimsApiUrl("/api/forms/standard/authorize"), () =>
        HttpResponse.json({ authorized: false, error: "locked", captcha: null, retryAfterSeconds: 95 }, { status: 429, headers: { "retry-after": "95" } })
      )
    );
    const { user, router } = await startPage();
    await user.type(screen.getByRole("textbox", { name: /Notice ID/ }), "NWD-10000001");
    await user.click(start());
    const summary = await screen.findByRole("alert", { name: demoText("LocKey_ErrorSummary_Header") });
    expect(summary).toHaveTextContent(demoText("LocKey_Error_TooManyAttempts").replace("{minutes}", "2"));
    expect(router.state.location.pathname).toBe("/");
  });

  it("moves on to the claimant information page once the credentials are accepted", async () => {
    const { user, router, session } = await startPage();
    await user.type(screen.getByRole("textbox", { name: /Notice ID/ }), "NWD-10000001");
    await user.click(start());
    expect(await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_ClaimantInfo") })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/standard/claimant-info");
    expect(session.getSnapshot().authorized.Standard).toBe(true);
    expect(screen.queryByRole("alert", { name: demoText("LocKey_ErrorSummary_Header") })).not.toBeInTheDocument();
    // The claimant information page offers Back.
    expect(screen.getByRole("button", { name: demoText("LocKey_Button_Back") })).toBeEnabled();
  });
});
