// What the session takes from a deployment's appsettings, the same for the site in a browser and for the
// command line replaying claims: only the router differs, so it comes in.
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";
import { uploadLimitsOf } from "../../domain/uploads/upload-limits.ts";
import type { SessionSettingsShape } from "./session-context.ts";

export const sessionSettingsOf = (settings: AppSettings, router: SessionSettingsShape["router"]): SessionSettingsShape => ({
  environment: settings.environment,
  captchaEnabled: settings.captchaEnabled,
  redirectOnError: settings.redirectOnError,
  trackingEnabled: settings.trackingEnabled,
  standardWithOptionalPages: settings.standardWithOptionalPages,
  internationalAddress: settings.internationalAddress,
  optionalPages: new Set(settings.optionalPages),
  uploads: uploadLimitsOf(settings.uploads),
  router
});
