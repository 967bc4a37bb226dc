// The claim summary of the demo's Standard form (PATTERNS, "Check your answers"): every answer as the
// claimant gave it, grouped by page in description lists; a Change link per answer, named after its
// question, that lands on the page with the field focused, from where Next comes straight back.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";
import { onPage, serveDemoStandardConfig, walkToSummary } from "./standard-claim-walk.ts";

const api = serveDemoApi();

const summary = async () => {
  serveDemoStandardConfig(api);
  const rendered = renderSite("/");
  await walkToSummary(rendered.session);
  return { ...rendered, user: userEvent.setup() };
};

/** The answers of one page's group: each question with its answer. */
const answersOf = (pageTitleKey: string): [string, string][] => {
  const group = screen.getByRole("region", { name: demoText(pageTitleKey) });
  return within(group)
    .getAllByRole("term")
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]);
};

describe("the claim summary", { timeout: 30_000 }, () => {
  it("lists the answers by page, as the claimant reads them", async () => {
    await summary();
    const yourClaim = screen.getByRole("region", { name: demoText("LocKey_Summary_Header") });
    expect(within(yourClaim).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      demoText("LocKey_PageTitle_ClaimantInfo"),
      demoText("LocKey_PageTitle_ClaimDetails"),
      demoText("LocKey_PageTitle_PaymentElection"),
      demoText("LocKey_PageTitle_SupportingDocuments")
    ]);

    const claimant = new Map(answersOf("LocKey_PageTitle_ClaimantInfo"));
    // Prefilled by the authorize answer, typed, left empty, and an option's label.
    expect(claimant.get(demoText("LocKey_Label_FirstName"))).toBe("Ada");
    expect(claimant.get(demoText("LocKey_Label_LastName"))).toBe("Lovelace");
    expect(claimant.get(demoText("LocKey_Label_MiddleInitial"))).toBe(demoText("LocKey_Summary_NotProvided"));
    expect(claimant.get(demoText("LocKey_Label_ContactPreference"))).toBe(demoText("LocKey_Option_ContactPreference_Email"));
    // The address block's own list names the state; the non-US fields are not asked for a US address.
    expect(claimant.get(demoText("LocKey_Label_MailingSubDivision"))).toBe("California");
    expect(claimant.has(demoText("LocKey_Label_MailingPostalCodeNonUS"))).toBe(false);
    // The sign-in is no answer to check.
    expect(screen.queryByRole("term", { name: demoText("LocKey_Label_NoticeId") })).toBeNull();
    expect([...claimant.keys()].some((question) => question === demoText("LocKey_Label_NoticeId"))).toBe(false);

    const details = new Map(answersOf("LocKey_PageTitle_ClaimDetails"));
    expect(details.get(demoText("LocKey_Label_ProductType"))).toBe(demoText("LocKey_Option_ProductType_Refrigerator"));
    expect(details.get(demoText("LocKey_Label_ProblemCompressorFailure"))).toBe(demoText("LocKey_Answer_Yes"));
    expect(details.get(demoText("LocKey_Label_ProblemNotCooling"))).toBe(demoText("LocKey_Answer_No"));
    // Bought online: the retailer is asked (and was not given); the repair date is hidden without a paid repair.
    expect(details.get(demoText("LocKey_Label_RetailerName"))).toBe(demoText("LocKey_Summary_NotProvided"));
    expect(details.has(demoText("LocKey_Label_RepairDate"))).toBe(false);
    // A hidden control is never a question.
    expect(details.has("claimSource")).toBe(false);

    expect(answersOf("LocKey_PageTitle_PaymentElection")).toEqual([[demoText("LocKey_Label_PaymentMethod"), demoText("LocKey_Option_PaymentMethod_Check")]]);
    // No document sent: the claimant confirmed there is none.
    expect(answersOf("LocKey_PageTitle_SupportingDocuments")).toEqual([
      [demoText("LocKey_Label_NoDocuments"), demoText("LocKey_Answer_Yes")],
      [demoText("LocKey_Summary_Documents"), demoText("LocKey_Records_Empty")]
    ]);
  });

  it("says the answers in the claimant's language", async () => {
    const { router } = await summary();
    await router.navigate("/standard/claim-summary?culture=es");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_ClaimSummary", "es") });
    const details = screen.getByRole("region", { name: demoText("LocKey_PageTitle_ClaimDetails", "es") });
    const answers = new Map(within(details).getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(answers.get(demoText("LocKey_Label_ProblemCompressorFailure", "es"))).toBe(demoText("LocKey_Answer_Yes", "es"));
    expect(answers.get(demoText("LocKey_Label_ProductType", "es"))).toBe(demoText("LocKey_Option_ProductType_Refrigerator", "es"));
    expect(screen.getAllByRole("link", { name: new RegExp(`^${demoText("LocKey_Summary_Change", "es")} `) }).length).toBeGreaterThan(10);
  });

  it("names each Change link after its question, and lands on the page with that field focused", async () => {
    const { user, session, router } = await summary();
    const change = screen.getByRole("link", { name: `${demoText("LocKey_Summary_Change")} ${demoText("LocKey_Label_LastName")}` });
    expect(change).toHaveAttribute("href", "/standard/claimant-info");
    await user.click(change);
    await onPage(session, "LocKey_PageTitle_ClaimantInfo");
    const lastName = screen.getByRole("textbox", { name: new RegExp(`^${demoText("LocKey_Label_LastName")}`) });
    await waitFor(() => {
      expect(lastName).toHaveFocus();
    });

    await user.clear(lastName);
    await user.type(lastName, "King");
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Next") }));
    // Straight back, past claim details, payment election and documents.
    await onPage(session, "LocKey_PageTitle_ClaimSummary");
    expect(router.state.location.pathname).toBe("/standard/claim-summary");
    expect(new Map(answersOf("LocKey_PageTitle_ClaimantInfo")).get(demoText("LocKey_Label_LastName"))).toBe("King");
    // Nothing else was lost on the way.
    expect(new Map(answersOf("LocKey_PageTitle_ClaimDetails")).get(demoText("LocKey_Label_ModelNumber"))).toBe("NWR-2250");
  });

  it("draws the signature fields under the answers, and Submit in place of Next", async () => {
    await summary();
    expect(screen.getByRole("textbox", { name: new RegExp(`^${demoText("LocKey_Label_Signature")}`) })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: demoText("LocKey_Button_Submit") })).toBeEnabled();
    expect(screen.queryByRole("button", { name: demoText("LocKey_Button_Next") })).toBeNull();
    expect(screen.getByRole("button", { name: demoText("LocKey_Button_Back") })).toBeEnabled();
  });
});
