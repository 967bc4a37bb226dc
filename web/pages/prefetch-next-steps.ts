// What the claimant's next steps need and the start page does not: the validation engine (rules, dates, RE2,
// the fields' bounds and the issues' texts), the masks, the blocks that load on demand (date fields, address
// lists, banners, buttons...), the record lists, the summary, the submission's code, the confirmation, the
// payment election's wallet parts and save and return's blocks. Fetched once the browser is idle after a page
// shows, so it never competes with the page the claimant is waiting for; and one part per idle moment, since
// each asks for its chunks (a link added to the page for each) and runs them as they arrive: all at once,
// they held a phone's main thread for a sixth of a second, and a tap with it.
import type { ClaimSession } from "../../application/session/claim-session.ts";
import { loadValidationEngine } from "../../domain/validation/validation-engine.ts";
import { whenIdle } from "../app/when-idle.ts";
import { prefetchDraftBlocks } from "../blocks/claim-draft-blocks-on-demand.tsx";
import { prefetchFieldBlocks } from "../blocks/field-blocks.ts";
import { prefetchMasking } from "../blocks/fields/masked-input.tsx";
import { prefetchPageBlocks } from "../blocks/page-blocks-on-demand.tsx";
import { prefetchRecords } from "../blocks/records/records-on-demand.tsx";
import { prefetchLaterPages } from "./later-pages.tsx";
import { prefetchWalletLogin } from "./wallet-login-on-demand.tsx";

/** The parts: validation first, which the start page's Start needs; the others are for pages past it. */
const partsOf = (session: ClaimSession): readonly (() => void)[] => [
  () => {
    // One that fails is asked again by the first use case that validates.
    loadValidationEngine().catch(() => undefined);
  },
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

/** Starts the fetches, one part each time the browser is idle; the returned function cancels what has not started. */
export const prefetchNextSteps = (session: ClaimSession): (() => void) => {
  const waiting = [...partsOf(session)];
  let cancel: () => void = () => undefined;
  const next = (): void => {
    const part = waiting.shift();
    if (part === undefined) return;
    cancel = whenIdle(() => {
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
