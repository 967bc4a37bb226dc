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

export const ClaimSummary = onDemand("claim summary", () => loadSummary().then((module) => module.ClaimSummary));

export const ConfirmationPage = onDemand("confirmation", () => loadConfirmation().then((module) => module.ConfirmationPage));
