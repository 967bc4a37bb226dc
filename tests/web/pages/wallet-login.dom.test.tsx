// The payment election's wallet part: choosing PayPal with wallet login enabled offers the provider's login,
// built from the wallet settings and coming back to this page; nothing is offered for a check, or when the
// settings turn the login off.
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
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

const loginLink = () => screen.queryByRole("link", { name: demoText("LocKey_Button_PayPalLogin") });

describe("the wallet login on the payment election", { timeout: 30_000 }, () => {
  it("offers the provider's login once PayPal is chosen, coming back to this page", async () => {
    const { choose, payment } = await paymentElection();
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
      state: payment
    });
    await choose("Check");
    expect(loginLink()).toBeNull();
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
