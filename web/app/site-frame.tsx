// The root route's element: the deployment's layout, loaded lazily (a spinner meanwhile). It renders at
// once, before the session has loaded, and stays mounted when the session takes over, so focus and an
// open dropdown survive start-up; the guarded pages render in its main region.
import { Suspense } from "react";
import { useTheme } from "styled-components";
import { LAYOUTS } from "../layouts/layouts.ts";
import { LoadingScreen } from "./loading-screen.tsx";

export const SiteFrame = () => {
  const Layout = LAYOUTS[useTheme().name];
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Layout />
    </Suspense>
  );
};
