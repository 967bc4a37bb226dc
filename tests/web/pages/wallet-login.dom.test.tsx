// The payment election's wallet part: choosing PayPal with wallet login enabled offers the provider's login,
// built from the wallet settings with a one-time state and coming back to this page, its button showing the
// provider's image (asked for at start-up) beside its text; following it keeps the claim first; the
// provider's answer is said once back; nothing is offered for a check, or when the settings turn the login off.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Effect, Option } from "effect";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { DraftStore } from "../../../application/ports/draft-store.port.ts";
import { decodeKeptClaim, KEPT_CLAIM_KEY } from "../../../domain/forms/kept-claim.ts";
import { claimsApiUrl, HAPPY_ANSWERS } from "../../support/msw/claims-api-handlers.ts";
import { demoText, renderSite, serveDemoApi } from "../support/render-site.tsx";
import { clientIdOfItem, serveDemoStandardConfig, walkToPaymentElection } from "./standard-claim-walk.ts";

const api = serveDemoApi();

const paymentElection = async () => {
  serveDemoStandardConfig(api);
  const rendered = renderSite("/");
  await walkToPaymentElection(rendered.session);
  const payment = clientIdOfItem(rendered.session, "nwd-standard-payment");
  return { ...rendered, choose: (method: string) => rendered.session.editField(payment, "paymentMethod", method), payment };
};

/** 32 random characters of the id alphabet, never the model's client id. */
const ONE_TIME_STATE: unknown = expect.stringMatching(/^[A-Za-z0-9]{32}$/);

const loginLink = () => screen.queryByRole("link", { name: demoText("LocKey_Button_PayPalLogin") });

describe("the wallet login on the payment election", { timeout: 30_000 }, () => {
  it("offers the provider's login once PayPal is chosen, coming back to this page", async () => {
    const { choose } = await paymentElection();
    expect(loginLink()).toBeNull();
    await choose("PayPal");
    const link = await screen.findByRole("link", { name: demoText("LocKey_Button_PayPalLogin") });
    const address = new URL(link.getAttribute("href") ?? "");
    expect(`${address.origin}${address.pathname}`).toBe(HAPPY_ANSWERS.walletSettings.loginUrl);
    expect(Object.fromEntries(address.searchParams.entries())).toEqual({
      client_id: HAPPY_ANSWERS.walletSettings.clientId,
      response_type: "code",
      scope: "openid email",
      redirect_uri: `${window.location.origin}/standard/payment-election`,
      state: ONE_TIME_STATE
    });
    // The state stays the same while the page shows: a redraw makes no new one.
    await choose("Check");
    await choose("PayPal");
    expect((await screen.findByRole("link", { name: demoText("LocKey_Button_PayPalLogin") })).getAttribute("href")).toBe(link.getAttribute("href"));
    await choose("Check");
    expect(loginLink()).toBeNull();
  });

  it("shows the provider's image on the button, asked for at start-up, and only the text when it cannot load", async () => {
    const image = "https://wallet.example/buttons/login-mark.png";
    api.use(http.get(claimsApiUrl("/api/banking/paypal-settings"), () => HttpResponse.json({ ...HAPPY_ANSWERS.walletSettings, buttonImageUrl: image })));
    const { choose } = await paymentElection();
    // Asked for once start-up knew the login was on, before the claimant reached the button.
    await waitFor(() => {
      expect(document.head.querySelector(`link[rel="preload"][as="image"][href="${image}"]`)).not.toBeNull();
    });
    await choose("PayPal");
    const link = await screen.findByRole("link", { name: demoText("LocKey_Button_PayPalLogin") });
    const mark = link.querySelector("img");
    expect(mark?.getAttribute("src")).toBe(image);
    // Decorative: the button's name is its text alone.
    expect(mark?.getAttribute("alt")).toBe("");
    fireEvent.error(mark!);
    await waitFor(() => {
      expect(link.querySelector("img")).toBeNull();
    });
    expect(link).toHaveTextContent(demoText("LocKey_Button_PayPalLogin"));
  });

  it("shows the site's own wallet mark when the settings name no image", async () => {
    const { choose } = await paymentElection();
    await choose("PayPal");
    const link = await screen.findByRole("link", { name: demoText("LocKey_Button_PayPalLogin") });
    const source = link.querySelector("img")?.getAttribute("src") ?? "";
    expect(source).toMatch(/wallet-login-mark/);
    const preloads = [...document.head.querySelectorAll(`link[rel="preload"][as="image"]`)].map((preload) => preload.getAttribute("href"));
    expect(preloads).toContain(source);
  });

  it("offers nothing when the wallet settings turn the login off", async () => {
    api.use(http.get(claimsApiUrl("/api/banking/paypal-settings"), () => HttpResponse.json({ ...HAPPY_ANSWERS.walletSettings, enabled: false })));
    const { choose } = await paymentElection();
    await choose("PayPal");
    expect(screen.getByRole("heading", { level: 1, name: demoText("LocKey_PageTitle_PaymentElection") })).toBeInTheDocument();
    expect(loginLink()).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("following the wallet login", { timeout: 30_000 }, () => {
  it("keeps the claim in progress, then goes to the provider", async () => {
    const { choose, session, followLink } = await paymentElection();
    await choose("PayPal");
    const link = await screen.findByRole("link", { name: demoText("LocKey_Button_PayPalLogin") });
    await userEvent.click(link);
    await vi.waitFor(() => {
      expect(followLink).toHaveBeenCalledWith(link.getAttribute("href"));
    });
    const text = await session.run(Effect.gen(function* () {
      return Option.getOrNull(yield* (yield* DraftStore).load(KEPT_CLAIM_KEY));
    }));
    const kept = text === null ? null : decodeKeptClaim(text);
    expect(kept).toMatchObject({ formType: "Standard", walletState: new URL(link.getAttribute("href") ?? "").searchParams.get("state") });
    expect(kept?.models.some((model) => model.fields["paymentMethod"] === "PayPal")).toBe(true);
  });

  it("says when the provider's answer is taken, and when it is not", async () => {
    const { choose, session, router } = await paymentElection();
    await choose("PayPal");
    await screen.findByRole("link", { name: demoText("LocKey_Button_PayPalLogin") });
    const sent = session.getSnapshot().walletLogin?.state ?? "";
    await router.navigate(`/standard/payment-election?code=C21AA&state=${sent}`);
    expect(await screen.findByText(demoText("LocKey_PayPal_Connected"))).toBeInTheDocument();
    expect(screen.getAllByRole("status").some((status) => status.textContent.includes(demoText("LocKey_PayPal_Connected")))).toBe(true);
    expect(router.state.location.search).toBe("");

    await router.navigate("/standard/payment-election?code=C21AA&state=not-what-was-sent");
    expect(await screen.findByRole("alert")).toHaveTextContent(demoText("LocKey_PayPal_NotConfirmed"));
    expect(router.state.location.search).not.toContain("code");
  });
});
