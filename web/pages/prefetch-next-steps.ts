// What the claimant's next steps need and the start page does not: the masks, the blocks that load on
// demand (address lists, banners, buttons...), the record lists, the summary, the submission's code, the
// confirmation, the payment election's wallet parts and save and return's blocks, fetched once the browser is
// idle after a page shows, so they never compete with the page the claimant is waiting for; one part per idle
// moment, since each asks for its chunks (a link added to the page for each) and runs them as they arrive:
// all at once, they held a phone's main thread for a sixth of a second, and a tap with it. The validation
// engine (RE2's tables) and the date code (the date rules and the date block) take longest of all to run as
// they arrive, 40 ms and more unthrottled: they wait for the claimant's first press, key or entry, never run
// while a page is being taken over, and come while the claimant fills in the page. What they have not brought
// when needed is waited for there: a use case waits for the rules its page needs (ClaimSession.run), a page
// past a form's first for its blocks (form-page-parts.ts).
import type { ClaimSession } from "../../application/session/claim-session.ts";
import { loadIssueTexts, loadValidationEngine } from "../../domain/validation/validation-engine.ts";
import { whenClaimantActs } from "../app/when-claimant-acts.ts";
import { whenIdle } from "../app/when-idle.ts";
import { prefetchDraftBlocks } from "../blocks/claim-draft-blocks-on-demand.tsx";
import { prefetchDateFieldBlock, prefetchFieldBlocks } from "../blocks/field-blocks.ts";
import { prefetchMasking } from "../blocks/fields/masked-input.tsx";
import { prefetchPageBlocks } from "../blocks/page-blocks-on-demand.tsx";
import { prefetchRecords } from "../blocks/records/records-on-demand.tsx";
import { prefetchLaterPages } from "./later-pages.tsx";
import { prefetchWalletLogin } from "./wallet-login-on-demand.tsx";

/** The parts fetched when idle: the submission's code first; the others are for pages past the first. */
const partsOf = (session: ClaimSession): readonly (() => void)[] => [
  () => {
    session.loadSubmissionAhead();
  },
  prefetchMasking,
  prefetchFieldBlocks,
  prefetchRecords,
  prefetchPageBlocks,
  prefetchLaterPages,
  prefetchWalletLogin,
  prefetchDraftBlocks
];

/** Validation and the date code: the core, the date rules, then the date block. */
const ON_FIRST_ACT: readonly (() => void)[] = [
  () => {
    // One that fails is asked again by the first use case that validates.
    loadIssueTexts().catch(() => undefined);
  },
  () => {
    // One that fails is asked again by the first use case off the first page.
    loadValidationEngine().catch(() => undefined);
  },
  prefetchDateFieldBlock
];

/** Runs `task` in a later task of the page; the returned function cancels it. */
const inNextTask = (task: () => void): (() => void) => {
  const timer = setTimeout(task, 0);
  return () => {
    clearTimeout(timer);
  };
};

/** Runs the parts one each time `wait` says; the returned function cancels what has not started. */
const oneAtATime = (parts: readonly (() => void)[], wait: (task: () => void) => () => void): (() => void) => {
  const waiting = [...parts];
  let cancel: () => void = () => undefined;
  const next = (): void => {
    const part = waiting.shift();
    if (part === undefined) return;
    cancel = wait(() => {
      part();
      next();
    });
  };
  next();
  return () => {
    waiting.length = 0;
    cancel();
  };
};

/** Starts the fetches; the returned function cancels what has not started. */
export const prefetchNextSteps = (session: ClaimSession): (() => void) => {
  const cancelParts = oneAtATime(partsOf(session), whenIdle);
  let cancelDates: () => void = () => undefined;
  const cancelWait = whenClaimantActs(() => {
    // Each in a task of its own, not when idle: a claimant typing leaves the browser few idle moments.
    cancelDates = oneAtATime(ON_FIRST_ACT, inNextTask);
  });
  return () => {
    cancelParts();
    cancelWait();
    cancelDates();
  };
};
