// The root of every page: the deployment's layout (loaded lazily, a spinner meanwhile), the error
// display as a modal (the /error page shows it as a banner), the session-timeout modal, and the
// activity and route tracking the session needs.
import { Suspense } from "react";
import { useLocation } from "react-router";
import { useTheme } from "styled-components";
import { ROUTES } from "../../domain/navigation/routes.ts";
import { LAYOUTS } from "../layouts/layouts.ts";
import { ErrorDisplay } from "../modals/error-display.tsx";
import { SessionTimeoutModal } from "../modals/session-timeout-modal.tsx";
import { useClaimSession } from "./claim-session-context.ts";
import { LoadingScreen } from "./loading-screen.tsx";
import { useActivityTracking } from "./use-activity-tracking.ts";
import { useRouteSync } from "./use-route-sync.ts";

export const SiteShell = () => {
  const session = useClaimSession();
  const Layout = LAYOUTS[useTheme().name];
  const onErrorPage = useLocation().pathname === ROUTES.error;
  useActivityTracking(session);
  useRouteSync(session);
  return (
    <>
      <Suspense fallback={<LoadingScreen />}>
        <Layout />
      </Suspense>
      {!onErrorPage && <ErrorDisplay variant="modal" />}
      <SessionTimeoutModal />
    </>
  );
};
