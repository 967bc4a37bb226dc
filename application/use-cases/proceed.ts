// The claimant's Next, whatever the page (spec section 4): on a form's first page the credentials are
// authorized before moving on, and moving on happens only once they are accepted; on any other page the
// page is validated and the claimant moves on when it is valid. The site's button and a claim file's
// step run the same command. A one-page form (Lookup) only authorizes. A member who authorizes with a saved
// draft is offered it before moving on (claim-drafts.ts); every move on saves the answers as the draft.
import { Effect } from "effect";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { Session } from "../session/session-context.ts";
import { authorize, type AuthorizeOutcome, type AuthorizeRefusal } from "./authorize.ts";
import { offerDraft, saveDraftSoon } from "./claim-drafts.ts";
import { fileChecksSettled } from "./file-checks-settled.ts";
import { next } from "./page-flow.ts";

export interface ProceedOutcome {
  readonly moved: boolean;
  readonly issues: readonly ValidationIssue[];
  /** Why credentials that were sent were not accepted; null otherwise (see AuthorizeOutcome). */
  readonly refusal: AuthorizeRefusal | null;
  /** With tooManyAttempts: the seconds to wait, when the server said. */
  readonly retryAfterSeconds?: number;
  /** The credentials were accepted and a saved draft is offered: the claimant chooses to continue or start again. */
  readonly draftOffered?: boolean;
}

export const proceed = Effect.gen(function* () {
  yield* fileChecksSettled;
  const session = yield* Session;
  const { page, nodes, activeForm } = session.getSnapshot().navigation;
  if (activeForm !== null && page !== null && page.path === nodes[0]?.path) {
    const authorized: AuthorizeOutcome = yield* authorize(activeForm);
    if (!authorized.authorized) {
      const wait = authorized.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: authorized.retryAfterSeconds };
      return { moved: false, issues: authorized.issues, refusal: authorized.refusal, ...wait } satisfies ProceedOutcome;
    }
    // A one-page form (Lookup) ends with the accepted credentials: its page shows what they found.
    if (page.nextNavTarget === null) return { moved: false, issues: [], refusal: null } satisfies ProceedOutcome;
    if (yield* offerDraft(activeForm)) return { moved: false, issues: [], refusal: null, draftOffered: true } satisfies ProceedOutcome;
  }
  const moved = yield* next;
  if (moved.moved) yield* saveDraftSoon;
  return { moved: moved.moved, issues: moved.issues, refusal: null } satisfies ProceedOutcome;
});
