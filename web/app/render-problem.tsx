// The problem screen for a deployment the site cannot run (a theme missing or unknown): start-up still
// loads the content, so the claimant reads it in their language, in the default theme's styles.
import type { ReactElement } from "react";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { CULTURE_PARAMETER } from "../../domain/culture/culture.ts";
import { THEMES } from "../../domain/site/theme.ts";
import { bindContent } from "../i18n/content-bridge.ts";
import { createI18n } from "../i18n/create-i18n.ts";
import { fixedChromeStore } from "./claim-session-context.ts";
import { ProblemScreen } from "./problem-screen.tsx";
import { SiteProviders } from "./site-providers.tsx";

export const renderProblem = (session: ClaimSession, settings: AppSettings, error: Error, address: URL): ReactElement => {
  const i18n = createI18n();
  bindContent(session, i18n, document.documentElement);
  const culture = address.searchParams.get(CULTURE_PARAMETER);
  session.start(culture === null ? {} : { fromQuery: culture }).catch((error: unknown) => {
    console.error(error);
  });
  return (
    <SiteProviders chrome={fixedChromeStore(session.getSnapshot())} settings={settings} theme={THEMES[0]} i18n={i18n}>
      <ProblemScreen error={error} />
    </SiteProviders>
  );
};
