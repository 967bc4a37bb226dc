// The page chrome's link targets (spec section 1): the settlement website's base address plus a fixed
// path per link; File a Claim is this site's own start page.
export interface SiteLinks {
  readonly home: string;
  readonly importantDocuments: string;
  readonly fileAClaim: string;
  readonly faq: string;
  readonly contactUs: string;
  readonly keyDates: string;
  readonly checkClaimStatus: string;
  readonly uploadDocuments: string;
  readonly changeMyAddress: string;
}

const join = (base: string, path: string): string => `${base.replace(/\/+$/, "")}${path}`;

export const siteLinks = (siteBaseUrl: string): SiteLinks => ({
  home: join(siteBaseUrl, "/"),
  importantDocuments: join(siteBaseUrl, "/documents"),
  fileAClaim: "/",
  faq: join(siteBaseUrl, "/faq"),
  contactUs: join(siteBaseUrl, "/contact"),
  keyDates: join(siteBaseUrl, "/dates"),
  checkClaimStatus: join(siteBaseUrl, "/claim/status"),
  // Upload Documents is this site's own DocumentsUpload form.
  uploadDocuments: "/documents-upload",
  changeMyAddress: join(siteBaseUrl, "/coa")
});
