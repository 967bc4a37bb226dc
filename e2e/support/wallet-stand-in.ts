// The wallet provider's login (PayPal's) as the browser tests meet it: an address no network resolves,
// answered in the page's own browser context by a redirect back to the redirect_uri the site sent, with an
// authorization code and the state the site sent (or another state, or an error, as the test plans).
import { expect, type Page } from "@playwright/test";

export const WALLET_STAND_IN = { clientId: "wallet-stand-in", loginUrl: "https://wallet.stand-in.invalid/connect" } as const;

export type WalletAnswer = "approve" | "otherState" | "deny";

export interface WalletVisit {
  /** The query the site sent the provider. */
  readonly query: Readonly<Record<string, string>>;
}

/** Answers the login address; the visits are recorded in order. */
export const standInWallet = async (page: Page, answer: WalletAnswer): Promise<WalletVisit[]> => {
  const visits: WalletVisit[] = [];
  await page.route(
    (url) => url.origin === new URL(WALLET_STAND_IN.loginUrl).origin,
    (route) => {
      const sent = new URL(route.request().url());
      const query = Object.fromEntries(sent.searchParams.entries());
      visits.push({ query });
      const back = new URL(query["redirect_uri"] ?? "");
      const state = query["state"] ?? "";
      if (answer === "deny") {
        back.searchParams.set("error", "access_denied");
        back.searchParams.set("state", state);
      } else {
        back.searchParams.set("code", "C21AAStandInCode_0001");
        back.searchParams.set("state", answer === "approve" ? state : `${state.slice(1)}x`);
      }
      return route.fulfill({ status: 302, headers: { location: back.toString() } });
    }
  );
  return visits;
};

/** What every visit must carry: the client id, the code flow, the scope and a one-time state. */
export const expectLoginQuery = (visit: WalletVisit | undefined, redirectUri: string): void => {
  expect(visit?.query).toEqual({
    client_id: WALLET_STAND_IN.clientId,
    response_type: "code",
    scope: "openid email",
    redirect_uri: redirectUri,
    state: expect.stringMatching(/^[A-Za-z0-9]{32}$/) as unknown as string
  });
};
