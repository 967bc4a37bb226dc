// The contexts every screen reads: the chrome's state, the deployment settings, i18next and the theme's tokens
// with the page-wide styles.
import type { i18n } from "i18next";
import { type ReactNode, useEffect, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { ThemeProvider } from "styled-components";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import type { Theme } from "../../domain/site/theme.ts";
import { GlobalStyle } from "../layouts/chrome/global-style.ts";
import { SITE_THEMES } from "../layouts/chrome/site-theme.ts";
import { ChromeStoreContext, type ChromeStore } from "./claim-session-context.ts";
import { SiteSettingsContext } from "./site-settings-context.ts";

export interface SiteProvidersProps {
  /** The chrome's state the page was served with. */
  readonly chrome: ChromeStore;
  /** The session once started, which the chrome then follows; the layout stays mounted meanwhile. */
  readonly started?: Promise<ChromeStore>;
  /**
   * The session when it has started already (a page served whole is taken over only then): the chrome follows
   * it from the first render, since a switch of store just after the takeover would make React take the rest
   * of the page over in one long task.
   */
  readonly startedNow?: () => ChromeStore | null;
  readonly settings: AppSettings;
  readonly theme: Theme;
  readonly i18n: i18n;
  readonly children: ReactNode;
}

const useChromeStore = (served: ChromeStore, started: Promise<ChromeStore> | undefined, startedNow: (() => ChromeStore | null) | undefined): ChromeStore => {
  const [store, setStore] = useState(() => startedNow?.() ?? served);
  const following = store !== served;
  useEffect(() => {
    if (following) return undefined;
    let current = true;
    started?.then(
      (session) => {
        if (current) setStore(session);
      },
      // A start-up that fails is shown by the guarded route's error screen; the chrome stays as served.
      () => undefined
    );
    return () => {
      current = false;
    };
  }, [started, following]);
  return store;
};

export const SiteProviders = ({ chrome, started, startedNow, settings, theme, i18n, children }: SiteProvidersProps) => (
  <ChromeStoreContext value={useChromeStore(chrome, started, startedNow)}>
    <SiteSettingsContext value={settings}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={SITE_THEMES[theme]}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </SiteSettingsContext>
  </ChromeStoreContext>
);
