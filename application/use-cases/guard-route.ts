// Runs the route guard on a navigation (spec section 4, "Route guard order") and acts on its verdict:
// a new culture reloads the content, and a refused form page leaves the form before the redirect,
// which the caller's router carries out (an external deadline address included).
import { Effect } from "effect";
import { FORM_TYPES } from "../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES } from "../../domain/navigation/navigation-sequences.ts";
import { INITIAL_NAVIGATION } from "../../domain/navigation/navigation-state.ts";
import { type Query, withQuery } from "../../domain/navigation/query-sanitizer.ts";
import { normalizePath, ROUTES } from "../../domain/navigation/routes.ts";
import { CULTURE_PARAMETER } from "../../domain/culture/culture.ts";
import { guardRoute, type RouteDecision } from "../../domain/navigation/route-guard.ts";
import { STOPPED_TIMER } from "../../domain/session/session-timer.ts";
import { Clock } from "../ports/clock.port.ts";
import { Session } from "../session/session-context.ts";
import { loadContent } from "./load-content.ts";
import { retryFormSetup } from "./form-setup.ts";
import { enterForm } from "./navigate.ts";
import { loadSignatureDate } from "./signature-date.ts";
import { readWalletReturn } from "./wallet-login.ts";

export interface RouteRequest {
  readonly path: string;
  readonly query: Query;
  /** The query of the address in the browser's address bar, the culture's second source. */
  readonly addressQuery: Query;
}

export const guardNavigation = (request: RouteRequest) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const now = yield* (yield* Clock).now;
    const state = session.getSnapshot();
    const decision: RouteDecision = guardRoute({
      ...request,
      enabledCultures: state.cultures,
      deadlines: state.deadlineSettings,
      authorized: state.authorized,
      activeForm: state.navigation.activeForm,
      now,
      sequences: DEFAULT_SEQUENCES,
      filedForms: FORM_TYPES.filter((formType) => state.receipts[formType] !== undefined)
    });
    const culture = decision.culture;
    // The culture changes with its content, never before: content that fails to load leaves both as they were.
    if (culture !== null && culture !== state.culture) yield* loadContent(culture);
    if (decision.kind === "redirect" && decision.reason !== "sanitizeQuery") {
      session.update((current) => ({ ...current, navigation: INITIAL_NAVIGATION, pageIssues: [], timer: STOPPED_TIMER }));
    }
    return decision;
  });

/**
 * The router's way in: the guard, and for a page it lets through, the form that page belongs to. A page
 * registered for the form yet not in this case's sequence of it (Standard's payment-election when the case
 * follows the shorter reading) is not found.
 */
export const enterRoute = (request: RouteRequest) =>
  Effect.gen(function* () {
    const decision = yield* guardNavigation(request);
    if (decision.kind !== "proceed") return decision;
    // A form page needs its fields: what failed at start-up is asked again first.
    if (decision.formType !== null) yield* retryFormSetup;
    yield* enterForm(decision.formType);
    const walletReturn = yield* readWalletReturn(request.path, request.query, decision.culture);
    if (walletReturn !== null) return walletReturn;
    const session = yield* Session;
    const { nodes } = session.getSnapshot().navigation;
    const path = normalizePath(request.path);
    // Back on the page a Change link left, by whatever way: the way back is used.
    session.update((current) => (current.returnTo !== null && normalizePath(current.returnTo.path) === path ? { ...current, returnTo: null } : current));
    if (decision.formType === null || path === ROUTES.root) return decision;
    if (nodes.some((node) => normalizePath(node.path) === path)) {
      yield* loadSignatureDate(path);
      return decision;
    }
    session.update((current) => ({ ...current, navigation: INITIAL_NAVIGATION, pageIssues: [], timer: STOPPED_TIMER }));
    const notFound: RouteDecision = {
      kind: "redirect",
      reason: "notInSequence",
      to: withQuery(ROUTES.notFound, { [CULTURE_PARAMETER]: decision.culture }),
      replace: true,
      external: false,
      culture: decision.culture
    };
    return notFound;
  });
