// The parts of a form no first page shows, loaded with the first page that does: the claim summary's
// answers and the confirmation. Fetched ahead once the browser is idle (prefetch-next-steps.ts), so they are
// there by the time the claimant reaches them.
import { lazy, Suspense } from "react";

const loadSummary = () => import("./claim-summary.tsx");
const loadConfirmation = () => import("./confirmation-page.tsx");
const SummaryBlock = lazy(() => loadSummary().then((module) => ({ default: module.ClaimSummary })));
const ConfirmationBlock = lazy(() => loadConfirmation().then((module) => ({ default: module.ConfirmationPage })));

/** Fetches the summary and the confirmation ahead of the pages that show them. */
export const prefetchLaterPages = (): void => {
  // A prefetch that fails is asked again by the page that shows it.
  loadSummary().catch(() => undefined);
  loadConfirmation().catch(() => undefined);
};

export const ClaimSummary = () => (
  <Suspense fallback={null}>
    <SummaryBlock />
  </Suspense>
);

export const ConfirmationPage = () => (
  <Suspense fallback={null}>
    <ConfirmationBlock />
  </Suspense>
);
