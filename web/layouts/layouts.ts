// The layout of each theme, each in its own chunk: a claimant downloads only the deployment's layout, with
// the loading screen meanwhile; a load that fails is tried again and then offered again (app/on-demand.tsx).
import { type ComponentType, createElement } from "react";
import type { Theme } from "../../domain/site/theme.ts";
import { LoadingScreen } from "../app/loading-screen.tsx";
import { onDemand } from "../app/on-demand.tsx";

const loading = createElement(LoadingScreen);

export const LAYOUTS: Readonly<Record<Theme, ComponentType>> = {
  "jnd-7-0-default": onDemand("layout jnd-7-0-default", () => import("./jnd-7-0-default/jnd-default-layout.tsx").then((module) => module.JndDefaultLayout), loading),
  "ftc-7-0-default": onDemand("layout ftc-7-0-default", () => import("./ftc-7-0-default/ftc-default-layout.tsx").then((module) => module.FtcDefaultLayout), loading),
  "jnd-9-0-kontent": onDemand("layout jnd-9-0-kontent", () => import("./jnd-9-0-kontent/jnd-kontent-layout.tsx").then((module) => module.JndKontentLayout), loading)
};
