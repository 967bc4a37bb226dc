// The deployment settings the static site's tests serve pages with: the demo's, in the default theme,
// with the case name and the administrator's title given by each test (markup in them must come out as text).
import type { AppSettings } from "../../../domain/api/app-settings.schema.ts";

export const siteSettings = (names: Pick<AppSettings, "claimsAdminTitle" | "caseName">): AppSettings => ({
  theme: "jnd-7-0-default",
  environment: "development",
  ...names,
  caseNumber: "3:25-cv-01234",
  siteBaseUrl: "https://northwind.example",
  privacyPolicyUrl: "https://northwind.example/privacy",
  contact: { phone: "1-800-555-0100", email: "info@northwind.example", mailAddress: ["PO Box 1"] },
  captchaEnabled: false,
  trackingEnabled: false,
  redirectOnError: true,
  internationalAddress: false,
  standardWithOptionalPages: false,
  optionalPages: [],
  showBanner: false
});
