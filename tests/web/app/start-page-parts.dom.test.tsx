// A form's first page that draws blocks loaded on demand (a date field, a checkbox, a radio group) is let
// through only once they have loaded, so it shows whole: nothing arrives after it under a claimant's press.
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const FIELDS = [
  { key: "purchaseDate", control: "date", label: "Purchase date", maskName: "SLASH_DELIMITED_FULL_DATE" },
  { key: "problemNoise", control: "checkbox", label: "Noise" },
  { key: "contactBy", control: "radio", label: "Contact by", options: [{ value: "email", label: "Email" }, { value: "post", label: "Post" }] }
];

describe("a form's first page with blocks loaded on demand", () => {
  it("shows them in the same render as its heading", async () => {
    api.use(http.get(claimsApiUrl("/api/forms/config"), () => HttpResponse.json([{ metadataHash: "h-parts", metadata: { dtoMapping: "credentials" }, fields: FIELDS }])));
    renderSite("/");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") }, { timeout: 10_000 });
    // No wait between: the page was let through with its blocks there.
    expect(screen.getByRole("textbox", { name: "Purchase date" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Noise" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(2);
  });
});
