// The wallet provider's login address: the configured loginUrl with the authorization query, every value
// encoded, a query or fragment the address already has kept; and which payment elections choose the wallet.
import { describe, expect, it } from "vitest";
import { electsWalletPayment, walletLoginUrl } from "../../../domain/api/wallet-login.ts";

const REQUEST = {
  loginUrl: "https://www.sandbox.paypal.com/connect",
  clientId: "northwind-demo",
  redirectUri: "https://claims.example/standard/payment-election",
  state: "prepopulatedData_AbC12345"
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
      state: "prepopulatedData_AbC12345"
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
