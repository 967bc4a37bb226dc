// What the layout draws in its main region: the guarded page (site-router-view.tsx). Given through a
// context, so the layouts, loaded on demand, know nothing of the router.
import { createContext, type ReactNode } from "react";

export const MainRegionContext = createContext<ReactNode>(null);
