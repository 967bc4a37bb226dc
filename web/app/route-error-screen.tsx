// The router's error element: an error thrown while guarding or rendering a page is logged and shown on
// the problem screen (inside the layout when only the page failed) instead of a blank page.
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ProblemScreen } from "./problem-screen.tsx";

const asError = (thrown: unknown): Error => {
  if (thrown instanceof Error) return thrown;
  if (isRouteErrorResponse(thrown)) return new Error(`${thrown.status} ${thrown.statusText}`);
  return new Error(String(thrown));
};

export const RouteErrorScreen = ({ inLayout = false }: { readonly inLayout?: boolean }) => {
  const error = asError(useRouteError());
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ProblemScreen error={error} inLayout={inLayout} />;
};
