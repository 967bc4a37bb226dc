// What the claimant's next steps need and the start page does not: the validation engine (rules, dates,
// RE2, the fields' bounds and the issues' texts), the masks, the blocks that load on demand (date fields,
// address lists, banners, buttons...), the record lists, the summary, the submission's code and the
// confirmation. Fetched once the browser is idle after a page shows,
// so it never competes with the page the claimant is waiting for.
import type { ClaimSession } from "../../application/session/claim-session.ts";
import { loadValidationEngine } from "../../domain/validation/validation-engine.ts";
import { whenIdle } from "../app/when-idle.ts";
import { prefetchFieldBlocks } from "../blocks/field-blocks.ts";
import { prefetchMasking } from "../blocks/fields/masked-input.tsx";
import { prefetchPageBlocks } from "../blocks/page-blocks-on-demand.tsx";
import { prefetchRecords } from "../blocks/records/records-on-demand.tsx";
import { prefetchLaterPages } from "./later-pages.tsx";

/** Starts the fetches when the browser is idle; the returned function cancels what has not started. */
export const prefetchNextSteps = (session: ClaimSession): (() => void) =>
  whenIdle(() => {
    session.loadSubmissionAhead();
    // One that fails is asked again by the first use case that validates.
    loadValidationEngine().catch(() => undefined);
    prefetchMasking();
    prefetchFieldBlocks();
    prefetchRecords();
    prefetchPageBlocks();
    prefetchLaterPages();
  });
