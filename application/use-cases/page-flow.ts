// Moving through a form as a claimant does (spec section 4): Next validates the page and moves on only
// when it is valid; Back and skipping to a page never validate. Issues come back as data.
import { Instant } from "@js-joda/core";
import { Effect } from "effect";
import { replaceModel } from "../../domain/forms/model-set.ts";
import { validatePage as validatePageRules } from "../../domain/validation/page-validation.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { Clock } from "../ports/clock.port.ts";
import { currentPage, loadedModels } from "../session/page-context.ts";
import { Session, SessionSettings } from "../session/session-context.ts";
import { dispatchNavigation } from "./navigate.ts";

/** Validates the page shown, touches its fields and keeps its issues for display. */
export const validateCurrentPage = Effect.gen(function* () {
  const session = yield* Session;
  const now = yield* (yield* Clock).now;
  let issues: readonly ValidationIssue[] = [];
  session.update((state) => {
    const page = currentPage(state);
    if (page === null) return state;
    const result = validatePageRules({
      models: loadedModels(state),
      config: state.modelConfig ?? [],
      formType: page.formType,
      page: page.page,
      now: Instant.ofEpochMilli(now),
      characterWhitelist: state.characterWhitelist
    });
    issues = result.issues;
    return { ...state, pageIssues: issues, models: result.touched.reduce(replaceModel, loadedModels(state)) };
  });
  return issues;
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

export const next = Effect.gen(function* () {
  const issues = yield* validateCurrentPage;
  if (issues.length > 0) return { moved: false, issues } satisfies MoveOutcome;
  yield* dispatchNavigation({ type: "next", context: yield* skipContext });
  return { moved: true, issues } satisfies MoveOutcome;
});

export const back = Effect.gen(function* () {
  yield* dispatchNavigation({ type: "back", context: yield* skipContext });
});

export const skipToPage = (partialPath: string) => dispatchNavigation({ type: "skipToPage", partialPath });
