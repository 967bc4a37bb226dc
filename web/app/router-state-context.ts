// The site router's state as the page tree reads it (site-router-view.tsx provides it).
import { createContext, use } from "react";
import type { SiteRouterState } from "./site-router.ts";

export const SiteRouterStateContext = createContext<SiteRouterState | null>(null);

/** Whether a navigation is being guarded: the wizard's buttons wait for it. */
export const useNavigating = (): boolean => use(SiteRouterStateContext)?.navigating ?? false;
