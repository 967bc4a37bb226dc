// The guarded page, inside the layout's main region: the started session the guard handed over with the
// page becomes the context of the page and every modal below it, with the error display as a modal (the
// /error page shows it as a banner), the session-timeout modal, the activity and route tracking, the
// answers kept as the page is left, and the wallet login button's image asked for once the login is on.
import type { ComponentType } from "react";
import { useLocation } from "react-router";
import type { ClaimSession } from "../../application/session/claim-session.ts";
import { ROUTES } from "../../domain/navigation/routes.ts";
import { ErrorDisplay } from "../modals/error-display.tsx";
import { SessionTimeoutModal } from "../modals/session-timeout-modal.tsx";
import { WalletButtonPreload } from "../pages/wallet-button-image.tsx";
import { ClaimSessionContext } from "./claim-session-context.ts";
import { useActivityTracking } from "./use-activity-tracking.ts";
import { useDraftKeeping } from "./use-draft-keeping.ts";
import { useRouteSync } from "./use-route-sync.ts";

export const SessionRoot = ({ session, page: Page }: { readonly session: ClaimSession; readonly page: ComponentType }) => {
  const onErrorPage = useLocation().pathname === ROUTES.error;
  useActivityTracking(session);
  useDraftKeeping(session);
  useRouteSync(session);
  return (
    <ClaimSessionContext value={session}>
      <Page />
      {!onErrorPage && <ErrorDisplay variant="modal" />}
      <SessionTimeoutModal />
      <WalletButtonPreload />
    </ClaimSessionContext>
  );
};
