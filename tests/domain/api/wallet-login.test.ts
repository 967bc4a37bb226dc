// The wallet provider's login address: the configured loginUrl with the authorization query, every value
// encoded, a query or fragment the address already has kept; what the provider's return says; and which
// payment elections choose the wallet.
import { describe, expect, it } from "vitest";
import { electsWalletPayment, walletLoginUrl, walletReturn, withoutWalletReturn } from "../../../domain/api/wallet-login.ts";

const REQUEST = {
  loginUrl: "https://www.sandbox.paypal.com/connect",
  clientId: "northwind-demo",
  redirectUri: "https://claims.example/standard/payment-election",
  state: "q3ZJxW8bT1mRkP0aLd9sVfYc2NhE7uGo"
};

const queryOf = (address: string): Record<string, string> => Object.fromEntries(new URL(address).searchParams.entries());

describe("the wallet login address", () => {
  it("asks the provider for an authorization code, to come back to the page", () => {
    const address = walletLoginUrl(REQUEST);
    expect(address.startsWith("https://www.sandbox.paypal.com/connect?client_id=northwind-demo&response_type=code&")).toBe(true);
    expect(queryOf(address)).toEqual({
      client_id: "northwind-demo",
      response_type: "code",
      scope: "openid email",
      redirect_uri: "https://claims.example/standard/payment-election",
      state: "q3ZJxW8bT1mRkP0aLd9sVfYc2NhE7uGo"
    });
    expect(address).toContain("redirect_uri=https%3A%2F%2Fclaims.example%2Fstandard%2Fpayment-election");
    expect(address).toContain("scope=openid%20email");
  });

  it("keeps the query and the fragment the configured address has", () => {
    const address = walletLoginUrl({ ...REQUEST, loginUrl: "https://wallet.example/login?flowEntry=static#top" });
    expect(address.startsWith("https://wallet.example/login?flowEntry=static&client_id=")).toBe(true);
    expect(address.endsWith("#top")).toBe(true);
    expect(queryOf(address)).toMatchObject({ flowEntry: "static", client_id: "northwind-demo" });
    expect(walletLoginUrl({ ...REQUEST, loginUrl: "https://wallet.example/login?" }).startsWith("https://wallet.example/login?client_id=")).toBe(true);
  });

  it("encodes what it is given, so no value can add a parameter of its own", () => {
    expect(queryOf(walletLoginUrl({ ...REQUEST, state: "a&client_id=evil" }))).toMatchObject({ client_id: "northwind-demo", state: "a&client_id=evil" });
  });
});

describe("which payment election chooses the wallet", () => {
  it("is one whose payment method is PayPal, compared loosely", () => {
    expect(electsWalletPayment({ paymentMethod: "PayPal" })).toBe(true);
    expect(electsWalletPayment({ paymentMethod: " paypal " })).toBe(true);
    expect(electsWalletPayment({ paymentMethod: "Check" })).toBe(false);
    expect(electsWalletPayment({ paymentMethod: null })).toBe(false);
    expect(electsWalletPayment({ method: "PayPal" })).toBe(false);
  });
});

describe("the provider's return", () => {
  const SENT = "q3ZJxW8bT1mRkP0aLd9sVfYc2NhE7uGo";

  it("is connected only with a code and the very state sent", () => {
    expect(walletReturn({ code: "C21AA", state: SENT }, SENT)).toEqual({ kind: "connected", code: "C21AA" });
    expect(walletReturn({ code: "C21AA", state: SENT.slice(1) }, SENT)).toEqual({ kind: "notConfirmed" });
    expect(walletReturn({ code: "C21AA", state: SENT.toLowerCase() }, SENT)).toEqual({ kind: "notConfirmed" });
    expect(walletReturn({ code: "C21AA" }, SENT)).toEqual({ kind: "notConfirmed" });
    expect(walletReturn({ code: "", state: SENT }, SENT)).toEqual({ kind: "notConfirmed" });
    expect(walletReturn({ state: SENT }, SENT)).toEqual({ kind: "notConfirmed" });
  });

  it("is not confirmed when the provider reports an error, even with the state sent", () => {
    expect(walletReturn({ error: "access_denied", state: SENT }, SENT)).toEqual({ kind: "notConfirmed" });
    expect(walletReturn({ code: "C21AA", error: "server_error", state: SENT }, SENT)).toEqual({ kind: "notConfirmed" });
  });

  it("is none when the address holds nothing of the provider", () => {
    expect(walletReturn({}, SENT)).toEqual({ kind: "none" });
    expect(walletReturn({ culture: "es", scope: "openid" }, SENT)).toEqual({ kind: "none" });
  });

  it("is dropped from the query, which keeps everything else in order", () => {
    expect(withoutWalletReturn({ culture: "es", code: "C21AA", state: SENT, scope: "openid", error: "x", error_description: "y", other: "1" })).toEqual({
      culture: "es",
      other: "1"
    });
  });
});
