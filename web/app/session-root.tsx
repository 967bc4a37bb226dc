// The guarded route's element, inside the layout's main region: the started session the guard handed
// over becomes the context of every page and modal below it, with the error display as a modal (the
// /error page shows it as a banner), the session-timeout modal, the activity and route tracking, the
// answers kept as the page is left, and the wallet login button's image asked for once the login is on.
import { Outlet, useLoaderData, useLocation } from "react-router";
import { ROUTES } from "../../domain/navigation/routes.ts";
import { ErrorDisplay } from "../modals/error-display.tsx";
import { SessionTimeoutModal } from "../modals/session-timeout-modal.tsx";
import { WalletButtonPreload } from "../pages/wallet-button-image.tsx";
import { ClaimSessionContext } from "./claim-session-context.ts";
import type { GuardedRoute } from "./guard-loader.ts";
import { useActivityTracking } from "./use-activity-tracking.ts";
import { useDraftKeeping } from "./use-draft-keeping.ts";
import { useRouteSync } from "./use-route-sync.ts";

export const SessionRoot = () => {
  const { session } = useLoaderData<GuardedRoute>();
  const onErrorPage = useLocation().pathname === ROUTES.error;
  useActivityTracking(session);
  useDraftKeeping(session);
  useRouteSync(session);
  return (
    <ClaimSessionContext value={session}>
      <Outlet />
      {!onErrorPage && <ErrorDisplay variant="modal" />}
      <SessionTimeoutModal />
      <WalletButtonPreload />
    </ClaimSessionContext>
  );
};
