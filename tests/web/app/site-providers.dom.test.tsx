// Which store the page chrome reads: what the page was served with until the session has started, then the
// session; and the session from the first render when it has started already (a page served whole is taken
// over only then), so no switch of store follows the takeover.
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ChromeState, type ChromeStore, fixedChromeStore, useChromeState } from "../../../web/app/claim-session-context.ts";
import { SiteProviders } from "../../../web/app/site-providers.tsx";
import { createI18n } from "../../../web/i18n/create-i18n.ts";
import { demoAppSettings } from "../support/render-site.tsx";

const SERVED: ChromeState = { culture: "en", cultures: { en: "English", es: "Español" }, banner: { activeBannerState: false } };
const SESSION: ChromeState = { ...SERVED, culture: "es" };

/** Shows the chrome's culture, and counts the renders that read it. */
const renders: string[] = [];
const Culture = () => {
  const culture = useChromeState((state) => state.culture);
  renders.push(culture);
  return <p>{culture}</p>;
};

const providers = (options: { readonly started?: Promise<ChromeStore>; readonly startedNow?: () => ChromeStore | null }) => (
  <SiteProviders chrome={fixedChromeStore(SERVED)} settings={demoAppSettings()} theme="jnd-7-0-default" i18n={createI18n()} {...options}>
    <Culture />
  </SiteProviders>
);

describe("the page chrome's store", () => {
  it("is what the page was served with until the session has started, then the session", async () => {
    renders.length = 0;
    let started: (store: ChromeStore) => void = () => undefined;
    render(providers({ started: new Promise((resolve) => (started = resolve)), startedNow: () => null }));
    expect(screen.getByText("en")).toBeInTheDocument();
    await act(async () => {
      started(fixedChromeStore(SESSION));
      await Promise.resolve();
    });
    expect(await screen.findByText("es")).toBeInTheDocument();
    expect(renders).toEqual(["en", "es"]);
  });

  it("is the session from the first render when it has started already, with no render of the served state", async () => {
    renders.length = 0;
    const session = fixedChromeStore(SESSION);
    render(providers({ started: Promise.resolve(session), startedNow: () => session }));
    expect(screen.getByText("es")).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(renders).toEqual(["es"]);
  });
});
