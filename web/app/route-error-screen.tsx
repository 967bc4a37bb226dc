// What the site shows for an error thrown while guarding or drawing a page (site-router-view.tsx): logged,
// and shown on the problem screen (inside the layout when only the page failed) instead of a blank page.
import { useEffect, useMemo } from "react";
import { ProblemScreen } from "./problem-screen.tsx";

const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));

export const RouteErrorScreen = ({ error: thrown, inLayout = false }: { readonly error: unknown; readonly inLayout?: boolean }) => {
  const error = useMemo(() => asError(thrown), [thrown]);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ProblemScreen error={error} inLayout={inLayout} />;
};
