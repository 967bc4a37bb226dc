// The record table as a claimant uses it: the template's initial rows, each a named group of inputs; a
// row saved when focus leaves it and it validates (its issues shown when it does not), 'Saved' said, a
// further row added and a row deleted.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { ClaimSession } from "../../../../application/session/claim-session.ts";
import { claimsApiUrl } from "../../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, serveDemoApi } from "../../support/render-site.tsx";

const api = serveDemoApi();

const REPAIRS = "h-repairs";

/** The start page with its credentials and a repairs table of two initial rows. */
const onTablePage = async () => {
  api.use(
    http.get(claimsApiUrl("/api/forms/config"), () =>
      HttpResponse.json([
        { metadataHash: "h-credentials", metadata: { dtoMapping: "credentials" }, fields: [{ key: "noticeId", label: "Notice ID" }] },
        {
          metadataHash: REPAIRS,
          metadata: { dtoMapping: "claimTransactions", page: "Start", initialRows: "2" },
          fields: [
            { key: "repairShop", control: "text", label: "Repair shop", validations: [{ type: "required" }] },
            { key: "repairAmount", control: "text", label: "Amount", validations: [{ type: "required" }, { type: "range", params: { min: 1, max: 100 } }] }
          ]
        }
      ])
    )
  );
  const rendered = renderSite("/");
  // The first page's chunks load on the first visit: slow on a busy machine.
  await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_StandardStart") }, { timeout: 10_000 });
  await screen.findByRole("group", { name: rowName(2) });
  return { ...rendered, user: userEvent.setup() };
};

const rowName = (number: number) => demoText("LocKey_Records_ClaimTransactions_Row").replace("{number}", String(number));
const row = (number: number) => screen.getByRole("group", { name: rowName(number) });
const input = (number: number, label: string) => within(row(number)).getByRole("textbox", { name: new RegExp(`^${label}`) });
const records = (session: ClaimSession) => {
  const models = session.getSnapshot().models;
  return {
    saved: models?.saved.filter((model) => model.metadataHash === REPAIRS) ?? [],
    drafts: models?.drafts.filter((model) => model.metadataHash === REPAIRS) ?? []
  };
};
const status = () => within(screen.getByRole("region", { name: demoText("LocKey_Records_ClaimTransactions") })).getByRole("status");

describe("the record table", () => {
  it("opens the template's initial rows under its heading", async () => {
    const { session } = await onTablePage();
    expect(screen.getByRole("heading", { level: 2, name: demoText("LocKey_Records_ClaimTransactions") })).toBeInTheDocument();
    expect(screen.getAllByRole("group", { name: /./ }).map((group) => group.querySelector("legend")?.textContent)).toEqual([rowName(1), rowName(2)]);
    expect(records(session).drafts).toHaveLength(2);
  });

  it("saves a row when focus leaves it and it validates, and says so", async () => {
    const { user, session } = await onTablePage();
    await user.click(input(1, "Repair shop"));
    await user.keyboard("Northwind Service");
    await user.tab();
    await user.keyboard("40");
    // Still inside the row (its Delete button): nothing is saved yet.
    await user.tab();
    expect(records(session).saved).toEqual([]);
    await user.tab();
    await waitFor(() => {
      expect(records(session).saved.map((model) => model.fields)).toEqual([expect.objectContaining({ repairShop: "Northwind Service", repairAmount: "40" })]);
    });
    expect(status()).toHaveTextContent(demoText("LocKey_Message_Saved"));
    expect(records(session).drafts).toHaveLength(1);
    // The saved row keeps its place and its name.
    expect(input(1, "Repair shop")).toHaveValue("Northwind Service");
  });

  it("keeps a row that does not validate as a draft and shows its issues when focus leaves it", async () => {
    const { user, session } = await onTablePage();
    await user.click(input(1, "Repair shop"));
    await user.keyboard("Northwind Service");
    await user.click(input(2, "Repair shop"));
    await waitFor(() => {
      expect(input(1, "Amount")).toHaveAttribute("aria-invalid", "true");
    });
    expect(input(1, "Amount")).toHaveAccessibleDescription(expect.stringContaining(demoText("LocKey_Validation_Required")));
    expect(records(session).saved).toEqual([]);
    // A row left without an entry is not judged as a whole: only the field just left says anything.
    await user.click(input(1, "Amount"));
    await waitFor(() => {
      expect(input(2, "Repair shop")).toHaveAttribute("aria-invalid", "true");
    });
    expect(input(2, "Amount")).not.toHaveAttribute("aria-invalid");
    expect(records(session).drafts).toHaveLength(2);
  });

  it("adds a row and deletes one", async () => {
    const { user, session } = await onTablePage();
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_AddMore") }));
    await screen.findByRole("group", { name: rowName(3) });
    await user.click(within(row(2)).getByRole("button", { name: new RegExp(`^${demoText("LocKey_Button_Delete")}`) }));
    await waitFor(() => {
      expect(records(session).drafts).toHaveLength(2);
    });
    expect(screen.queryByRole("group", { name: rowName(3) })).toBeNull();
  });
});
