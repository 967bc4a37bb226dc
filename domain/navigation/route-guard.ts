// The checks every navigation runs, in the order of spec section 4: sanitise the query, resolve the
// culture, check deadlines, check authorization. Pure: it decides to proceed or where to redirect, and
// never navigates itself. Pages outside the form types (/error, /deadline, ...) pass the first two only.
import { CULTURE_PARAMETER, type EnabledCultures, resolveCulture } from "../culture/culture.ts";
import { deadlineRedirect, passedDeadline } from "../deadlines/deadline-check.ts";
import { isConfirmationPage } from "../deadlines/deadline-names.ts";
import type { DeadlineSettings } from "../deadlines/deadline-settings.ts";
import { FORM_TYPE_SEGMENTS, type FormType } from "./form-type.ts";
import { type SequenceRegistry, sequenceFor } from "./navigation-sequences.ts";
import { type Query, queryNeedsSanitizing, sanitizeQuery, withQuery } from "./query-sanitizer.ts";
import { normalizePath, ROUTES } from "./routes.ts";

export interface RouteGuardInput {
  /** The page path being entered, without its query. */
  readonly path: string;
  /** The router's query values. */
  readonly query: Query;
  /** The query of the page address itself, the culture's second source. */
  readonly addressQuery: Query;
  readonly enabledCultures: EnabledCultures;
  readonly deadlines: DeadlineSettings;
  readonly authorized: Readonly<Record<FormType, boolean>>;
  /** The form "/" stands for; Standard when no form is active. */
  readonly activeForm: FormType | null;
  /** Milliseconds since the epoch. */
  readonly now: number;
  readonly sequences: SequenceRegistry;
  /** Forms whose filed claim's receipt is kept: their confirmation page stays open without authorization. */
  readonly filedForms?: readonly FormType[];
}

export type RouteDecision =
  | { readonly kind: "proceed"; readonly culture: string; readonly formType: FormType | null }
  /** The guard stops before resolving the culture, so there is none to give. */
  | {
      readonly kind: "redirect";
      readonly reason: "sanitizeQuery";
      readonly to: string;
      readonly replace: true;
      readonly external: false;
      readonly culture: null;
    }
  | {
      readonly kind: "redirect";
      /**
       * notInSequence: a page registered for the form that this case's sequence of it does not hold.
       * walletReturn: back from the wallet provider's login, the same page without the provider's answer.
       */
      readonly reason: "deadlinePassed" | "notAuthorized" | "notInSequence" | "walletReturn";
      readonly to: string;
      readonly replace: true;
      readonly external: boolean;
      readonly culture: string;
    };

interface FormPage {
  readonly formType: FormType;
  readonly isFirstPage: boolean;
}

/**
 * Every registered page counts, so Standard's payment-election and supporting-documents are guarded
 * whichever reading of the Standard sequence the case follows.
 */
const ALL_REGISTERED_PAGES = { standardWithOptionalPages: true } as const;

const formPageAt = (input: Pick<RouteGuardInput, "path" | "activeForm" | "sequences">): FormPage | null => {
  const path = normalizePath(input.path);
  if (path === ROUTES.root) return { formType: input.activeForm ?? "Standard", isFirstPage: true };
  for (const formType of input.sequences.keys()) {
    const pages = sequenceFor(input.sequences, formType, ALL_REGISTERED_PAGES);
    const index = pages.findIndex((node) => normalizePath(node.path) === path);
    if (index >= 0) return { formType, isFirstPage: index === 0 };
  }
  return null;
};

/** The form a page past the first belongs to (the pages the guard asks an authorization for), or null. */
export const authorizedPageForm = (path: string, sequences: RouteGuardInput["sequences"]): FormType | null => {
  const page = formPageAt({ path, activeForm: null, sequences });
  return page === null || page.isFirstPage || isConfirmationPage(path) ? null : page.formType;
};

/** Only an address on this site (one leading slash) stays in the router; anything else leaves it. */
const isExternal = (address: string): boolean => !address.startsWith("/") || address.startsWith("//");

/**
 * Every guard redirect replaces the page it refused: that page was never shown, and keeping it in the
 * history would send Back straight into the guard again.
 */
export const guardRoute = (input: RouteGuardInput): RouteDecision => {
  if (queryNeedsSanitizing(input.query)) {
    const to = withQuery(input.path, sanitizeQuery(input.query));
    return { kind: "redirect", reason: "sanitizeQuery", to, replace: true, external: false, culture: null };
  }
  const culture = resolveCulture(input.enabledCultures, input.query[CULTURE_PARAMETER], input.addressQuery[CULTURE_PARAMETER]);
  const page = formPageAt(input);
  if (page === null) return { kind: "proceed", culture, formType: null };

  const passed = passedDeadline(input.deadlines, page.formType, input.path, input.now);
  if (passed !== null) {
    const configured = deadlineRedirect(passed, culture);
    // The default page is ours and is shown in the claimant's culture; a configured address is
    // already chosen per culture and is used exactly as given.
    const to = configured === ROUTES.defaultDeadline ? withQuery(configured, { [CULTURE_PARAMETER]: culture }) : configured;
    return { kind: "redirect", reason: "deadlinePassed", to, replace: true, external: isExternal(to), culture };
  }

  // A reload of the confirmation page must not lose the reference code (PATTERNS, "Confirmation").
  const keptReceipt = isConfirmationPage(input.path) && (input.filedForms ?? []).includes(page.formType);
  if (!page.isFirstPage && !input.authorized[page.formType] && !keptReceipt) {
    const to = withQuery(ROUTES.sessionExpired, { form: FORM_TYPE_SEGMENTS[page.formType], [CULTURE_PARAMETER]: culture });
    return { kind: "redirect", reason: "notAuthorized", to, replace: true, external: false, culture };
  }
  return { kind: "proceed", culture, formType: page.formType };
};
