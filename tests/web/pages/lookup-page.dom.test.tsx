// The Lookup form: one page whose button looks the credentials up; accepted ones show the member's data
// as a data summary (focused), refused ones the error summary, and no other page is reached.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const lookupPage = async () => {
  const rendered = renderSite("/lookup");
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_LookupStart") });
  return { ...rendered, user: userEvent.setup() };
};

describe("the Lookup form", () => {
  it("shows what the accepted credentials found, focused, and stays on its page", async () => {
    api.use(
      http.post(claimsApiUrl("/api/forms/lookup/authorize"), () =>
        HttpResponse.json({
          authorized: true,
          error: null,
          captcha: true,
          prepopulatedData: [{ metadata: { dtoMapping: "claimantInfo" }, fields: { FirstName: "Maria", LastName: "Alvarez", MailingCity: "Sacramento", Email: "maria@example.com", Phone: null } }]
        })
      )
    );
    const { user, router } = await lookupPage();
    expect(screen.queryByRole("button", { name: demoText("LocKey_Button_Next") })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: /Notice ID/ }), "NWD-10000001");
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Lookup") }));
    const found = await screen.findByRole("region", { name: demoText("LocKey_Lookup_Found") });
    await waitFor(() => {
      expect(found.parentElement).toHaveFocus();
    });
    expect(within(found).getByRole("heading", { level: 3, name: demoText("LocKey_Section_Name") })).toBeInTheDocument();
    const terms = within(found).getAllByRole("term").map((term) => term.textContent);
    const values = within(found).getAllByRole("definition").map((value) => value.textContent);
    expect(terms).toEqual([demoText("LocKey_Label_FirstName"), demoText("LocKey_Label_LastName"), demoText("LocKey_Label_MailingCity"), demoText("LocKey_Label_Email")]);
    expect(values).toEqual(["Maria", "Alvarez", "Sacramento", "maria@example.com"]);
    expect(within(found.parentElement!).getByRole("link", { name: demoText("LocKey_Nav_FileAClaim") })).toHaveAttribute("href", "/");
    expect(router.state.location.pathname).toBe("/lookup");
  });

  it("says refused credentials were not accepted and shows no data", async () => {
    api.use(http.post(claimsApiUrl("/api/forms/lookup/authorize"), () => HttpResponse.json({ authorized: false, error: "not found", captcha: true, prepopulatedData: [] }, { status: 401 })));
    const { user } = await lookupPage();
    await user.type(screen.getByRole("textbox", { name: /Notice ID/ }), "NWD-19999999");
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Lookup") }));
    expect(await screen.findByRole("alert", { name: demoText("LocKey_ErrorSummary_Header") })).toHaveTextContent(demoText("LocKey_Error_NotAuthorized"));
    expect(screen.queryByRole("region", { name: demoText("LocKey_Lookup_Found") })).toBeNull();
  });
});
