// Moving through a form as a claimant does (spec section 4): Next validates the page and moves on only
// when it is valid (back to the summary after a Change link); Back and skipping to a page never validate.
// Issues come back as data.
import { Effect } from "effect";
import { replaceModel } from "../../domain/forms/model-set.ts";
import { START_PAGE } from "../../domain/forms/page-models.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { NavigationError } from "../../domain/navigation/navigation-error.ts";
import { pagesBeforeSubmit } from "../../domain/navigation/pages-before-submit.ts";
import { normalizePath } from "../../domain/navigation/routes.ts";
import { validatePage as validatePageRules } from "../../domain/validation/page-validation.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { Clock } from "../ports/clock.port.ts";
import type { ClaimState, ReturnTo } from "../session/claim-state.ts";
import { currentPage, loadedModels } from "../session/page-context.ts";
import { Session, SessionSettings } from "../session/session-context.ts";
import { dispatchNavigation } from "./navigate.ts";

/** Validates the given pages of the active form, touches their fields and keeps their issues for display. */
const validatePages = (pagesOf: (state: ClaimState, formType: FormType) => readonly string[]) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const now = yield* (yield* Clock).now;
    let issues: readonly ValidationIssue[] = [];
    session.update((state) => {
      const formType = state.navigation.activeForm;
      if (formType === null) return state;
      const found: ValidationIssue[] = [];
      let models = loadedModels(state);
      for (const page of pagesOf(state, formType)) {
        const result = validatePageRules({
          models,
          config: state.modelConfig ?? [],
          formType,
          page,
          now,
          characterWhitelist: state.characterWhitelist
        });
        found.push(...result.issues);
        models = result.touched.reduce(replaceModel, models);
      }
      issues = found;
      return { ...state, pageIssues: issues, models };
    });
    return issues;
  });

/** Validates the page shown (Next). */
export const validateCurrentPage = validatePages((state) => {
  const page = currentPage(state);
  return page === null ? [] : [page.page];
});

/**
 * Validates every page the claim passes (Submit): a page reached by skipping was never validated. The start
 * page is not, once the form is authorized: the server accepted its credentials, and a claim brought back
 * from a draft or the wallet login keeps none (kept-claim.ts), so they are left out of what is sent.
 */
export const validateClaimPages = Effect.gen(function* () {
  const settings = yield* SessionSettings;
  return yield* validatePages((state, formType) =>
    pagesBeforeSubmit(formType, { standardWithOptionalPages: settings.standardWithOptionalPages }, { optionalPages: settings.optionalPages, models: state.models }).filter(
      (page) => page !== START_PAGE || !state.authorized[formType]
    )
  );
});

const skipContext = Effect.gen(function* () {
  const settings = yield* SessionSettings;
  const session = yield* Session;
  return { optionalPages: settings.optionalPages, models: session.getSnapshot().models };
});

export interface MoveOutcome {
  readonly moved: boolean;
  readonly issues: readonly ValidationIssue[];
}

export const skipToPage = (partialPath: string) => dispatchNavigation({ type: "skipToPage", partialPath });

/** Goes to one page of the form by its full path; the first page's path is a part of every other's, so it goes by index. */
export const goToPage = (path: string) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const { nodes } = session.getSnapshot().navigation;
    const wanted = normalizePath(path);
    if (!nodes.some((node) => normalizePath(node.path) === wanted)) {
      return yield* Effect.die(new NavigationError("noMatchingNode", `No navigation node matches the path ${path}.`));
    }
    return normalizePath(nodes[0]?.path ?? "") === wanted ? yield* dispatchNavigation({ type: "index" }) : yield* skipToPage(path);
  });

const clearReturn = (state: ClaimState): ClaimState => (state.returnTo === null ? state : { ...state, returnTo: null });

/**
 * Next: once the page is valid, back to the page a Change link left (the claim summary, PATTERNS "Check
 * your answers") instead of on through the form; the way back is used once.
 */
export const next = Effect.gen(function* () {
  const issues = yield* validateCurrentPage;
  if (issues.length > 0) return { moved: false, issues } satisfies MoveOutcome;
  const session = yield* Session;
  const { returnTo, navigation } = session.getSnapshot();
  session.update(clearReturn);
  const here = navigation.page === null ? null : normalizePath(navigation.page.path);
  if (returnTo !== null && normalizePath(returnTo.path) !== here) yield* goToPage(returnTo.path);
  else yield* dispatchNavigation({ type: "next", context: yield* skipContext });
  return { moved: true, issues } satisfies MoveOutcome;
});

/** Back goes back through the form, and forgets the way back to the summary. */
export const back = Effect.gen(function* () {
  const session = yield* Session;
  session.update(clearReturn);
  yield* dispatchNavigation({ type: "back", context: yield* skipContext });
});

/**
 * A Change link of the claim summary: goes to the page that asked the question, remembering the page it
 * left (Next returns there) and the field to focus.
 */
export const changeAnswer = (pagePath: string, field: ReturnTo["field"] = null) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const from = session.getSnapshot().navigation.page;
    if (from === null) return yield* Effect.die(new NavigationError("notInitialized", "Navigation has not been initialised with a form type."));
    session.update((state) => ({ ...state, returnTo: { path: from.path, field } }));
    yield* goToPage(pagePath).pipe(Effect.onError(() => Effect.sync(() => session.update(clearReturn))));
  });
