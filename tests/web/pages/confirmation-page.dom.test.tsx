// The confirmation (PATTERNS, "Confirmation"): the reference code, large and copyable; what happens next;
// the administrator's contact details; Print with a print stylesheet; and the receipt (the answers by page,
// the time of filing in the claimant's language, the SHA-256 of what was filed). A reload, by the site as
// the page composes it over the browser's sessionStorage, still shows all of it.
import { createHash } from "node:crypto";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { UNSAFE_createMemoryHistory } from "react-router";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { DRAFT_KEY_PREFIX } from "../../../adapters/storage/draft-store.session-storage.ts";
import { type ClaimReceipt, encodeReceipt, receiptKey } from "../../../domain/submission/claim-receipt.ts";
import { themeOf } from "../../../domain/site/theme.ts";
import { createSite } from "../../../web/app/create-site.tsx";
import { makeRouterBridge } from "../../../web/app/router-bridge.ts";
import { composeSession } from "../../../web/composition.ts";
import { CLAIMS_API_TEST_ORIGIN } from "../../support/msw/claims-api-handlers.ts";
import { demoAppSettings, demoText, renderInRoot, renderSite, serveDemoApi } from "../support/render-site.tsx";
import { onPage, serveDemoStandardConfig, sign, walkToSummary } from "./standard-claim-walk.ts";

const api = serveDemoApi();

afterEach(() => {
  window.sessionStorage.clear();
});

const sha256 = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

const longDate = (culture: string, at: number): string => new Intl.DateTimeFormat(culture, { dateStyle: "long", timeStyle: "long" }).format(new Date(at));

/** Files the demo's Standard claim in the rendered site and waits for its confirmation. */
const filedClaim = async () => {
  serveDemoStandardConfig(api);
  const rendered = renderSite("/");
  await walkToSummary(rendered.session);
  await sign(rendered.session);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Submit") }));
  await onPage(rendered.session, "LocKey_PageTitle_Confirmation");
  const receipt = rendered.session.getSnapshot().receipts.Standard;
  if (receipt === undefined) throw new Error("no receipt was kept");
  return { ...rendered, user, receipt };
};

/** The site as the page composes it (sessionStorage drafts, the system clock), opened at an address: a reload. */
const reloadAt = (path: string) => {
  const settings = demoAppSettings();
  const bridge = makeRouterBridge();
  const session = composeSession({
    settings,
    fetch: (input, init) => globalThis.fetch(new URL(input, CLAIMS_API_TEST_ORIGIN), init),
    storage: window.sessionStorage,
    navigate: bridge.navigate
  });
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path] });
  const site = createSite({
    session,
    bridge,
    settings,
    theme: themeOf(settings.theme),
    initialUrl: new URL(path, "http://claims.test"),
    history,
    addressQuery: () => new URLSearchParams(history.location.search),
    leaveSite: () => undefined
  });
  onTestFinished(async () => {
    site.router.dispose();
    await session.dispose();
  });
  renderInRoot(site.element);
  return { session, router: site.router };
};

const keep = (receipt: ClaimReceipt) => {
  window.sessionStorage.setItem(`${DRAFT_KEY_PREFIX}${receiptKey(receipt.formType)}`, encodeReceipt(receipt));
};

const receiptRegion = () => screen.getByRole("region", { name: demoText("LocKey_Receipt_Header") });

/** The receipt's facts: each term with its definition. */
const factsOf = (region: HTMLElement): Map<string, string> =>
  new Map(
    within(region)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""])
  );

describe("the confirmation page", { timeout: 30_000 }, () => {
  it("shows the reference code, what happens next and how to reach the administrator", async () => {
    const { receipt } = await filedClaim();
    const code = receipt.referenceCode;
    expect(code).toMatch(/^REF-\d{6}$/);
    expect(screen.getByText(demoText("LocKey_Confirmation_ReferenceLabel")).nextElementSibling).toHaveTextContent(code);
    const next = screen.getByRole("region", { name: demoText("LocKey_Confirmation_NextHeader") });
    expect(next).toHaveTextContent(demoText("LocKey_Confirmation_Body").replace("{referenceCode}", code));
    const contact = screen.getByRole("region", { name: demoText("LocKey_Footer_ContactHeader") });
    expect(within(contact).getByRole("link", { name: "1-800-555-0134" })).toHaveAttribute("href", "tel:18005550134");
    expect(document.title.startsWith(demoText("LocKey_PageTitle_Confirmation"))).toBe(true);
    // No form: nothing to go back to or submit again.
    expect(screen.queryByRole("button", { name: demoText("LocKey_Button_Submit") })).toBeNull();
    expect(screen.queryByRole("button", { name: demoText("LocKey_Button_Back") })).toBeNull();
  });

  it("copies the reference code", async () => {
    const { user, receipt } = await filedClaim();
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_CopyReference") }));
    expect(await navigator.clipboard.readText()).toBe(receipt.referenceCode);
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(demoText("LocKey_Confirmation_Copied"));
  });

  it("prints, with a stylesheet that leaves the page chrome and the buttons off the paper", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { user } = await filedClaim();
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Print") }));
    expect(print).toHaveBeenCalledTimes(1);
    const paper = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(paper).toMatch(/@media print \{\s*header, nav, footer,[^{]*\[data-print="hide"\] \{ display: none !important; \}/);
    expect(screen.getByRole("button", { name: demoText("LocKey_Button_Print") }).closest("[data-print='hide']")).not.toBeNull();
  });

  it("gives a receipt of what was filed: the code, the time, the payload's SHA-256 and the answers by page", async () => {
    const { receipt } = await filedClaim();
    const region = receiptRegion();
    const facts = factsOf(region);
    expect(facts.get(demoText("LocKey_Receipt_ReferenceCode"))).toBe(receipt.referenceCode);
    expect(facts.get(demoText("LocKey_Receipt_SubmittedAt"))).toBe(longDate("en", receipt.submittedAt));
    expect(within(region).getByText(longDate("en", receipt.submittedAt)).closest("time")).toHaveAttribute("datetime", new Date(receipt.submittedAt).toISOString());
    await waitFor(() => {
      expect(factsOf(receiptRegion()).get(demoText("LocKey_Receipt_Fingerprint"))).toBe(sha256(receipt.payload));
    });
    expect(JSON.parse(receipt.payload)).toMatchObject({ signature: { fields: { signature: "Ada Lovelace" } } });

    expect(within(region).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      demoText("LocKey_PageTitle_ClaimantInfo"),
      demoText("LocKey_PageTitle_ClaimDetails"),
      demoText("LocKey_PageTitle_PaymentElection"),
      demoText("LocKey_PageTitle_SupportingDocuments"),
      demoText("LocKey_PageTitle_ClaimSummary")
    ]);
    const signed = within(region).getByRole("region", { name: demoText("LocKey_PageTitle_ClaimSummary") });
    expect(signed).toHaveTextContent(`${demoText("LocKey_Label_Signature")}Ada Lovelace`);
    expect(within(region).getByRole("region", { name: demoText("LocKey_PageTitle_PaymentElection") })).toHaveTextContent(
      demoText("LocKey_Option_PaymentMethod_Check")
    );
    // A record to keep, not a form to change.
    expect(within(region).queryAllByRole("link", { name: new RegExp(`^${demoText("LocKey_Summary_Change")}`) })).toEqual([]);
  });

  it("still shows the code and the receipt after a reload, in the claimant's language, without authorization", async () => {
    const { receipt, unmount } = await filedClaim();
    keep(receipt);
    unmount();

    const reloaded = reloadAt("/standard/confirmation?culture=es");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_Confirmation", "es") }, { timeout: 10_000 });
    expect(reloaded.session.getSnapshot().authorized.Standard).toBe(false);
    expect(reloaded.router.state.location.pathname).toBe("/standard/confirmation");
    expect(screen.getByText(demoText("LocKey_Confirmation_ReferenceLabel", "es")).nextElementSibling).toHaveTextContent(receipt.referenceCode);
    const region = screen.getByRole("region", { name: demoText("LocKey_Receipt_Header", "es") });
    expect(factsOf(region).get(demoText("LocKey_Receipt_ReferenceCode", "es"))).toBe(receipt.referenceCode);
    expect(factsOf(region).get(demoText("LocKey_Receipt_SubmittedAt", "es"))).toBe(longDate("es", receipt.submittedAt));
    await waitFor(() => {
      expect(factsOf(region).get(demoText("LocKey_Receipt_Fingerprint", "es"))).toBe(sha256(receipt.payload));
    });
    expect(within(region).getByRole("region", { name: demoText("LocKey_PageTitle_ClaimDetails", "es") })).toHaveTextContent(demoText("LocKey_Answer_Yes", "es"));
  });

  it("says what happens next with the documents of a DocumentsUpload receipt", async () => {
    keep({
      formType: "DocumentsUpload",
      referenceCode: "NWD-DU-000007",
      submittedAt: Date.parse("2026-11-21T17:05:00Z"),
      payload: "{}",
      answers: [{ page: "supportingDocuments", path: "/documents-upload/supporting-documents", answers: [], documents: [{ clientId: "documentContexts_aaaaaaaa", name: "invoice.pdf" }] }]
    });
    reloadAt("/documents-upload/confirmation");
    const next = await screen.findByRole("region", { name: demoText("LocKey_Confirmation_NextHeader") }, { timeout: 10_000 });
    expect(next).toHaveTextContent(demoText("LocKey_Confirmation_DocumentsBody").replace("{referenceCode}", "NWD-DU-000007"));
    const documents = within(receiptRegion()).getByRole("region", { name: demoText("LocKey_PageTitle_SupportingDocuments") });
    expect(within(documents).getByRole("listitem")).toHaveTextContent("invoice.pdf");
  });

  it("is not shown without a receipt or an authorization", async () => {
    const { router } = renderSite("/standard/confirmation");
    await screen.findByRole("heading", { level: 1, name: demoText("LocKey_SessionExpired_Header") }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe("/session-expired");
  });
});
