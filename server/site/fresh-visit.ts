// Whether a request for a page is a fresh visit, as the site's guard will find it once it runs in the
// browser: then the page the guard sends that visit to (the session-expired page for a page past a form's
// first, the deadline page once the deadline has passed) can be served whole at the address asked for.
// Only what the request shows counts. A page past a form's first is a fresh visit when the request carries
// neither the form's authorization cookie nor the cookie saying it was set (SameSite=Lax, so every
// navigation carries it: a reload, a link from another site; api-cookies.ts). A confirmation page never
// is: the receipt it shows may be kept in the browser. Any other page does not depend on the visit.
import type { FastifyRequest } from "fastify";
import { isConfirmationPage } from "../../domain/deadlines/deadline-names.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES } from "../../domain/navigation/navigation-sequences.ts";
import { authorizedPageForm } from "../../domain/navigation/route-guard.ts";
import type { CookieNames } from "../http/api-cookies.ts";
import { readCookies } from "../http/cookie-header.ts";

/** The names of the cookies that tell a claimant holding a form's authorization. */
export type AuthorizationCookies = Pick<CookieNames, "authorization" | "authorizationHeld">;

/** The form whose authorization the page needs (the guard's own reading of the address), or null. */
export const authorizationNeeded = (pathname: string): FormType | null => authorizedPageForm(pathname, DEFAULT_SEQUENCES);

export const isFreshVisit = (request: FastifyRequest, pathname: string, names: AuthorizationCookies): boolean => {
  if (isConfirmationPage(pathname)) return false;
  const formType = authorizationNeeded(pathname);
  if (formType === null) return true;
  const cookies = readCookies(request.headers.cookie);
  return !cookies.has(names.authorization(formType)) && !cookies.has(names.authorizationHeld(formType));
};
