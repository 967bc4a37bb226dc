// The appsettings a case and its deployment give the page: the case's site settings, the deployment's
// theme override, whether it runs in production (captcha on) and where the captcha script comes from.
// Only what the page may show.
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import type { SiteSettings } from "../../domain/case/site-settings.schema.ts";
import type { Theme } from "../../domain/site/theme.ts";
import { uploadLimitsFor } from "../uploads/upload-limits.ts";

export interface Deployment {
  readonly theme: Theme | null;
  readonly production: boolean;
  /** The fixed server clock (CLAIMS_NOW), which the site's clock then starts from. */
  readonly now?: Date | null;
  /** Where the page loads the captcha provider's script from (CAPTCHA_SCRIPT_URL); the provider's own address when unset. */
  readonly captchaScriptUrl?: string | null;
}

export const appSettingsFor = (site: SiteSettings, deployment: Deployment): AppSettings => ({
  theme: deployment.theme ?? site.theme,
  environment: deployment.production ? "production" : "development",
  claimsAdminTitle: site.claimsAdminTitle,
  caseName: site.caseName,
  caseNumber: site.caseNumber,
  ...(site.projectTitle === undefined ? {} : { projectTitle: site.projectTitle }),
  ...(site.projectSubtitle === undefined ? {} : { projectSubtitle: site.projectSubtitle }),
  ...(site.logoUrl === undefined ? {} : { logoUrl: site.logoUrl }),
  siteBaseUrl: site.siteBaseUrl,
  privacyPolicyUrl: site.privacyPolicyUrl,
  contact: site.contact,
  captchaEnabled: deployment.production && (site.captcha.siteKey ?? "") !== "",
  trackingEnabled: site.trackingEnabled,
  redirectOnError: site.redirectOnError,
  internationalAddress: site.internationalAddress,
  standardWithOptionalPages: site.standardWithOptionalPages,
  optionalPages: site.optionalPages,
  showBanner: site.showBanner ?? false,
  // The types the server accepts, so the site checks a file exactly as the server will.
  uploads: { maxFileBytes: site.uploads.maxFileBytes, mediaTypes: [...uploadLimitsFor(site.uploads).acceptedTypes] },
  ...(deployment.now == null ? {} : { clockStartsAt: deployment.now.toISOString() }),
  ...(deployment.captchaScriptUrl == null ? {} : { captchaScriptUrl: deployment.captchaScriptUrl })
});

/** A value as a JSON data block: never executed (so the content security policy needs no exception), and `<` escaped so no value can close the element. */
export const jsonDataElement = (value: unknown, elementId: string): string =>
  `<script type="application/json" id="${elementId}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
