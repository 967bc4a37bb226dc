// The layout of each theme, each in its own chunk: a claimant downloads only the deployment's layout.
import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import type { Theme } from "../../domain/site/theme.ts";

export const LAYOUTS: Readonly<Record<Theme, LazyExoticComponent<ComponentType>>> = {
  "jnd-7-0-default": lazy(() => import("./jnd-7-0-default/jnd-default-layout.tsx").then((module) => ({ default: module.JndDefaultLayout }))),
  "ftc-7-0-default": lazy(() => import("./ftc-7-0-default/ftc-default-layout.tsx").then((module) => ({ default: module.FtcDefaultLayout }))),
  "jnd-9-0-kontent": lazy(() => import("./jnd-9-0-kontent/jnd-kontent-layout.tsx").then((module) => ({ default: module.JndKontentLayout })))
};
