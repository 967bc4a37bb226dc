// The root route's element: the started session the guard handed over becomes the context of every page,
// modal and piece of chrome below it (the chrome read the page's first-render state until now).
import { useLoaderData } from "react-router";
import { ChromeStoreContext, ClaimSessionContext } from "./claim-session-context.ts";
import type { GuardedRoute } from "./guard-loader.ts";
import { SiteShell } from "./site-shell.tsx";

export const SessionRoot = () => {
  const { session } = useLoaderData<GuardedRoute>();
  return (
    <ClaimSessionContext value={session}>
      <ChromeStoreContext value={session}>
        <SiteShell />
      </ChromeStoreContext>
    </ClaimSessionContext>
  );
};
