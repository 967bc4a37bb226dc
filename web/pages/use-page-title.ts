// The browser tab's title: the page's own heading, then the claims administrator's title.
import { useEffect } from "react";
import { useSiteSettings } from "../app/site-settings-context.ts";

export const usePageTitle = (heading: string): void => {
  const { claimsAdminTitle } = useSiteSettings();
  useEffect(() => {
    document.title = `${heading} – ${claimsAdminTitle}`;
  }, [heading, claimsAdminTitle]);
};
