// Submit, the claim summary's Next (PATTERNS, "Submitting"): it shows its progress and ignores further
// clicks while the claim is sent, so a double click files one claim; a claim that does not pass its checks,
// or that the server refuses, stays on the page with every answer, and the page says why.
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { SUBMISSION_FAILED_MESSAGE } from "../../../application/errors.ts";
import type { AppSettings } from "../../../domain/api/app-settings.schema.ts";
import { claimsApiUrl } from "../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";
import { clientIdOfItem, onPage, serveDemoStandardConfig, sign, walkToSummary } from "../pages/standard-claim-walk.ts";

const api = serveDemoApi();

const SUBMIT_URL = claimsApiUrl("/api/forms/standard");

const summary = async (settings: Partial<AppSettings> = {}) => {
  serveDemoStandardConfig(api);
  const rendered = renderSite("/", { settings });
  await walkToSummary(rendered.session);
  return { ...rendered, user: userEvent.setup() };
};

const submitButton = () => screen.getByRole("button", { name: demoText("LocKey_Button_Submit") });

const errorSummary = () => screen.findByRole("alert", { name: demoText("LocKey_ErrorSummary_Header") });

/** A submit answered only when the test says so; counts the claims sent. */
const heldSubmit = () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent = { count: 0 };
  api.use(
    http.post(SUBMIT_URL, async () => {
      sent.count += 1;
      await held;
      return HttpResponse.json({ submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: "NWD-2026-000042" });
    })
  );
  return { sent, release };
};

describe("Submit", { timeout: 30_000 }, () => {
  it("shows its progress, ignores further clicks while the claim is sent, and files one claim", async () => {
    const { user, session, router } = await summary();
    await sign(session);
    const { sent, release } = heldSubmit();
    const button = submitButton();
    await user.dblClick(button);
    await user.click(button);
    await waitFor(() => {
      expect(button).toHaveAttribute("aria-busy", "true");
    });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(demoText("LocKey_Button_Submitting"));
    // Said to screen readers too: the disabled button no longer has focus.
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(demoText("LocKey_Button_Submitting"));
    expect(screen.getByRole("button", { name: demoText("LocKey_Button_Back") })).toBeDisabled();

    release();
    await onPage(session, "LocKey_PageTitle_Confirmation");
    expect(router.state.location.pathname).toBe("/standard/confirmation");
    expect(sent.count).toBe(1);
    expect(session.getSnapshot().referenceCodes).toEqual({ Standard: "NWD-2026-000042" });
  });

  it("lists what stops the claim in the error summary, and sends nothing", async () => {
    const { user, router } = await summary();
    const sent = { count: 0 };
    api.use(
      http.post(SUBMIT_URL, () => {
        sent.count += 1;
        return HttpResponse.json({ submitted: false }, { status: 400 });
      })
    );
    await user.click(submitButton());
    const found = await errorSummary();
    await waitFor(() => {
      expect(found).toHaveFocus();
    });
    expect(within(found).getAllByRole("link").map((link) => link.textContent)).toEqual([
      `${demoText("LocKey_Label_Signature")}: ${demoText("LocKey_Validation_Required")}`,
      `${demoText("LocKey_Label_Attestation")}: ${demoText("require-one-property-val-true")}`
    ]);
    expect(document.title.startsWith(demoText("LocKey_Error_Prefix"))).toBe(true);
    expect(router.state.location.pathname).toBe("/standard/claim-summary");
    expect(sent.count).toBe(0);
    expect(submitButton()).toBeEnabled();
  });

  it("links an issue on an earlier page to that page, with the field focused, and Next comes back", async () => {
    const { user, session, router } = await summary();
    await sign(session);
    const claimant = clientIdOfItem(session, "nwd-standard-claimant");
    await session.editField(claimant, "lastName", "");
    await user.click(submitButton());
    const found = await errorSummary();
    const link = within(found).getByRole("link", { name: `${demoText("LocKey_Label_LastName")}: ${demoText("LocKey_Validation_Required")}` });
    await user.click(link);
    await onPage(session, "LocKey_PageTitle_ClaimantInfo");
    const lastName = screen.getByRole("textbox", { name: new RegExp(`^${demoText("LocKey_Label_LastName")}`) });
    await waitFor(() => {
      expect(lastName).toHaveFocus();
    });
    await user.type(lastName, "Alvarez");
    await user.click(screen.getByRole("button", { name: demoText("LocKey_Button_Next") }));
    await onPage(session, "LocKey_PageTitle_ClaimSummary");
    expect(router.state.location.pathname).toBe("/standard/claim-summary");
  });

  it("tells the claimant a payment election that does not match, keeping every answer, and the payment page says it too", async () => {
    api.use(
      http.post(SUBMIT_URL, () =>
        HttpResponse.json({ submitted: false, nonMatchingPaymentElection: true, error: "The wallet account elected for payment is not the one verified." }, { status: 400 })
      )
    );
    const { user, session } = await summary();
    await sign(session);
    await user.click(submitButton());
    expect(await errorSummary()).toHaveTextContent(demoText("LocKey_Error_NonMatchingPaymentElection"));
    expect(session.getSnapshot().walletSettings?.invalidPayPalVerification).toBe(true);
    const signature = session.getSnapshot().models?.saved.find((model) => model.clientId === clientIdOfItem(session, "nwd-standard-signature"));
    expect(signature?.fields).toMatchObject({ signature: "Ada Lovelace", attestation: true });
    expect(screen.getByRole("region", { name: demoText("LocKey_PageTitle_ClaimantInfo") })).toHaveTextContent("Lovelace");

    await user.click(screen.getByRole("link", { name: `${demoText("LocKey_Summary_Change")} ${demoText("LocKey_Label_PaymentMethod")}` }));
    await onPage(session, "LocKey_PageTitle_PaymentElection");
    expect(screen.getByRole("alert", { name: demoText("LocKey_ErrorSummary_Header") })).toHaveTextContent(demoText("LocKey_Error_NonMatchingPaymentElection"));
  });

  it("tells a member who had already filed their reference code, and stays on the summary", async () => {
    const answer = { submitted: false, error: "This class member has already filed on this form.", referenceCodeForm: null, alreadyFiledReferenceCode: "K7M2QX9PAB" };
    api.use(http.post(SUBMIT_URL, () => HttpResponse.json(answer, { status: 409 })));
    const { user, session, router } = await summary();
    await sign(session);
    await user.click(submitButton());
    const found = await errorSummary();
    expect(found).toHaveTextContent(demoText("LocKey_Error_AlreadyFiled").replace("{referenceCode}", "K7M2QX9PAB"));
    expect(found).not.toHaveTextContent("This class member");
    expect(router.state.location.pathname).toBe("/standard/claim-summary");
    expect(session.getSnapshot().idempotencyKey).toBeNull();
  });

  it("says a claim the busy server shed will be sent again, and in how many seconds, then files it", async () => {
    let calls = 0;
    api.use(
      http.post(SUBMIT_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ submitted: false, error: "busy", retryAfterSeconds: 2 }, { status: 503 })
          : HttpResponse.json({ submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: "NWD-2026-000043" });
      })
    );
    const { user, session, router, clock } = await summary();
    await sign(session);
    await user.click(submitButton());
    const retrying = demoText("LocKey_Submit_Retrying").replace("{seconds}", "2");
    // Said in the status region that was already on the page, and shown once for the eye (hidden from screen readers).
    await waitFor(() => {
      expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(retrying);
    });
    expect(screen.getAllByText(retrying).filter((element) => element.getAttribute("aria-hidden") === "true")).toHaveLength(1);
    // Still sending, under the same key: the button says so and takes no second click.
    expect(screen.getByRole("button", { name: demoText("LocKey_Button_Submitting") })).toBeDisabled();
    await Effect.runPromise(clock.advance(2_000));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/standard/confirmation");
    });
    expect(calls).toBe(2);
    expect(screen.queryAllByText(retrying)).toEqual([]);
  });

  it("says a refused claim could not be submitted, with the server's reason", async () => {
    api.use(http.post(SUBMIT_URL, () => HttpResponse.json({ submitted: false, error: "The filing deadline for this form has passed." }, { status: 400 })));
    const { user, session, router } = await summary();
    await sign(session);
    await user.click(submitButton());
    const found = await errorSummary();
    expect(found).toHaveTextContent(demoText("Shared ErrorMessage Submission Default"));
    expect(found).toHaveTextContent("The filing deadline for this form has passed.");
    expect(router.state.location.pathname).toBe("/standard/claim-summary");
  });

  it("shows the error display when the server fails, and keeps the claim to try again", async () => {
    let attempts = 0;
    api.use(
      http.post(SUBMIT_URL, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json({ message: "down" }, { status: 503 })
          : HttpResponse.json({ submitted: true, nonMatchingPaymentElection: false, error: null, referenceCodeForm: "NWD-2026-000043" });
      })
    );
    const { user, session } = await summary({ redirectOnError: false });
    await sign(session);
    await user.click(submitButton());
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent(SUBMISSION_FAILED_MESSAGE);
    await user.click(within(alert).getByRole("button", { name: demoText("LocKey_Button_Ok") }));
    expect(screen.getByRole("textbox", { name: new RegExp(`^${demoText("LocKey_Label_Signature")}`) })).toHaveValue("Ada Lovelace");
    await user.click(submitButton());
    await onPage(session, "LocKey_PageTitle_Confirmation");
    expect(attempts).toBe(2);
  });
});
