// The deployment settings (appsettings) as React context, read by the chrome and the pages.
import { createContext, useContext } from "react";
import type { AppSettings } from "../../domain/api/app-settings.schema.ts";

export const SiteSettingsContext = createContext<AppSettings | null>(null);

export const useSiteSettings = (): AppSettings => {
  const settings = useContext(SiteSettingsContext);
  if (settings === null) throw new Error("useSiteSettings needs a SiteSettingsContext provider.");
  return settings;
};
