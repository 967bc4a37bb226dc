// The first render, while the session loads and starts: the deployment's layout with the content the
// page was served with, and the centred spinner where the page will be (spec section 1).
import { Suspense } from "react";
import { useTheme } from "styled-components";
import { LAYOUTS } from "../layouts/layouts.ts";
import { LoadingScreen } from "./loading-screen.tsx";

export const BootLayout = () => {
  const Layout = LAYOUTS[useTheme().name];
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Layout main={<LoadingScreen />} />
    </Suspense>
  );
};
