// The parts of a form no first page shows, loaded with the first page that does: the claim summary's
// answers and the confirmation. Fetched ahead once the browser is idle (prefetch-next-steps.ts), so they are
// there by the time the claimant reaches them; a failed load is tried again (app/on-demand.tsx).
import { onDemand } from "../app/on-demand.tsx";

const loadSummary = () => import("./claim-summary.tsx");
const loadConfirmation = () => import("./confirmation-page.tsx");

/** Fetches the summary and the confirmation ahead of the pages that show them. */
export const prefetchLaterPages = (): void => {
  // A prefetch that fails is asked again by the page that shows it.
  loadSummary().catch(() => undefined);
  loadConfirmation().catch(() => undefined);
};

/** The names the summary and the confirmation are loaded ahead by (form-page-parts.ts). */
export const LATER_PAGE_PARTS = ["claim summary", "confirmation"] as const;

export const ClaimSummary = onDemand(LATER_PAGE_PARTS[0], () => loadSummary().then((module) => module.ClaimSummary));

export const ConfirmationPage = onDemand(LATER_PAGE_PARTS[1], () => loadConfirmation().then((module) => module.ConfirmationPage));
