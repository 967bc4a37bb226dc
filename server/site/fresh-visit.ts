// Whether a request for a page is a fresh visit, as the site's guard will find it once it runs in the
// browser: then the page the guard sends that visit to (the session-expired page for a page past a form's
// first, the deadline page once the deadline has passed) can be served whole at the address asked for.
// Only what the request shows counts. A page past a form's first is a fresh visit when the request carries
// no authorization cookie of that form and the browser would have sent one it held (a navigation from this
// site, or typed or bookmarked: Sec-Fetch-Site same-origin or none; a link from another site does not send
// the SameSite=Strict cookie, and the site then asks the API itself). A confirmation page never is: the
// receipt it shows may be kept in the browser. Any other page does not depend on the visit.
import type { FastifyRequest } from "fastify";
import { isConfirmationPage } from "../../domain/deadlines/deadline-names.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES } from "../../domain/navigation/navigation-sequences.ts";
import { authorizedPageForm } from "../../domain/navigation/route-guard.ts";
import { readCookies } from "../http/cookie-header.ts";

/** The name of the cookie holding a form type's authorization (api-cookies.ts). */
export type AuthorizationCookieName = (formType: FormType) => string;

/** The navigations on which the browser sends this site's SameSite=Strict cookies. */
const SENDS_STRICT_COOKIES = new Set(["same-origin", "none"]);

/** The form whose authorization the page needs (the guard's own reading of the address), or null. */
export const authorizationNeeded = (pathname: string): FormType | null => authorizedPageForm(pathname, DEFAULT_SEQUENCES);

export const isFreshVisit = (request: FastifyRequest, pathname: string, authorizationCookie: AuthorizationCookieName): boolean => {
  if (isConfirmationPage(pathname)) return false;
  const formType = authorizationNeeded(pathname);
  if (formType === null) return true;
  const site = request.headers["sec-fetch-site"];
  if (typeof site !== "string" || !SENDS_STRICT_COOKIES.has(site)) return false;
  return !readCookies(request.headers.cookie).has(authorizationCookie(formType));
};
