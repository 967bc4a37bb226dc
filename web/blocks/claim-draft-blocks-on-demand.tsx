// Save and return's blocks (claim-draft-blocks.tsx), loaded apart from the start page's code: a fresh start
// page draws none. "Save and come back later" and the documents to choose again show on pages past a form's
// first, which wait for them (pages/form-page-parts.ts); the offer of a saved draft shows on the start page
// once authorizing found one. Fetched ahead once the browser is idle (pages/prefetch-next-steps.ts), so the
// offer is there when it is made.
import { onDemand } from "../app/on-demand.tsx";

const loadDraftBlocks = () => import("./claim-draft-blocks.tsx");

/** The names the blocks are loaded ahead by (form-page-parts.ts): those of the pages past a form's first. */
export const LATER_DRAFT_PARTS = ["save for later", "documents to choose again"] as const;

export const SaveForLater = onDemand(LATER_DRAFT_PARTS[0], () => loadDraftBlocks().then((module) => module.SaveForLater));

export const ChooseAgainNotice = onDemand(LATER_DRAFT_PARTS[1], () => loadDraftBlocks().then((module) => module.ChooseAgainNotice));

export const DraftOffer = onDemand("draft offer", () => loadDraftBlocks().then((module) => module.DraftOffer));

/** Fetches the blocks ahead of the pages that draw them. */
export const prefetchDraftBlocks = (): void => {
  // A prefetch that fails is asked again by the first page that draws one.
  loadDraftBlocks().catch(() => undefined);
};
