// Tracking from the page (spec section 7): leaving a valid text field of an authorized form sends its
// key in PascalCase and its value; leaving an invalid or an empty one sends nothing.
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";
import { clientIdOfItem, onPage, serveDemoStandardConfig } from "../pages/standard-claim-walk.ts";

const api = serveDemoApi();

describe("field tracking", { timeout: 30_000 }, () => {
  it("sends a valid text field the claimant leaves, and not an invalid one", async () => {
    const tracked: unknown[] = [];
    serveDemoStandardConfig(api);
    api.use(
      http.post(claimsApiUrl("/api/telemetry/tracking"), async ({ request }) => {
        tracked.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      })
    );
    const { session } = renderSite("/");
    await onPage(session, "LocKey_PageTitle_StandardStart");
    const credentials = clientIdOfItem(session, "nwd-standard-credentials");
    await session.editField(credentials, "noticeId", "NWD-10000001");
    await session.editField(credentials, "pin", "482913");
    await session.proceed();
    await onPage(session, "LocKey_PageTitle_ClaimantInfo");
    const user = userEvent.setup();

    const email = screen.getByRole("textbox", { name: new RegExp(`^${demoText("LocKey_Label_Email")}`) });
    await user.clear(email);
    await user.type(email, "not an address");
    await user.tab();
    await waitFor(() => {
      expect(email).toHaveAttribute("aria-invalid", "true");
    });
    expect(tracked).toEqual([]);

    const city = screen.getByRole("textbox", { name: new RegExp(`^${demoText("LocKey_Label_MailingCity")}`) });
    await user.clear(city);
    await user.type(city, "Fresno");
    await user.tab();
    await waitFor(() => {
      expect(tracked).toEqual([{ formType: "Standard", fieldKey: "MailingCity", fieldValue: "Fresno" }]);
    });
  });
});
