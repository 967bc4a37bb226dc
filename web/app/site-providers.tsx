// The contexts every screen reads: the chrome's state, the deployment settings, i18next and the theme's tokens
// with the page-wide styles.
import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { ThemeProvider } from "styled-components";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import type { Theme } from "../../domain/site/theme.ts";
import { GlobalStyle } from "../layouts/chrome/global-style.ts";
import { SITE_THEMES } from "../layouts/chrome/site-theme.ts";
import { ChromeStoreContext, type ChromeStore } from "./claim-session-context.ts";
import { SiteSettingsContext } from "./site-settings-context.ts";

export interface SiteProvidersProps {
  /** The chrome's state until the session takes over (see SessionRoot). */
  readonly chrome: ChromeStore;
  readonly settings: AppSettings;
  readonly theme: Theme;
  readonly i18n: i18n;
  readonly children: ReactNode;
}

export const SiteProviders = ({ chrome, settings, theme, i18n, children }: SiteProvidersProps) => (
  <ChromeStoreContext value={chrome}>
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
