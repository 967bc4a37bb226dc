// The design tokens of the three layout themes (spec section 1), given to styled-components. Every
// text and background pair keeps at least WCAG AA contrast.
import type { DefaultTheme } from "styled-components";
import type { Theme } from "../../../domain/site/theme.ts";

declare module "styled-components" {
  export interface DefaultTheme {
    readonly name: Theme;
    readonly colors: {
      readonly text: string;
      readonly muted: string;
      readonly page: string;
      readonly surface: string;
      readonly border: string;
      readonly primary: string;
      readonly onPrimary: string;
      readonly link: string;
      readonly focus: string;
      readonly error: string;
      readonly headerBackground: string;
      readonly onHeader: string;
      readonly navBackground: string;
      readonly onNav: string;
    };
    readonly fonts: { readonly body: string; readonly heading: string };
    readonly contentWidth: string;
  }
}

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const SITE_THEMES: Readonly<Record<Theme, DefaultTheme>> = {
  "jnd-7-0-default": {
    name: "jnd-7-0-default",
    colors: {
      text: "#1b1b1b",
      muted: "#4a4a4a",
      page: "#ffffff",
      surface: "#f3f5f8",
      border: "#6b7280",
      primary: "#14406b",
      onPrimary: "#ffffff",
      link: "#0b4f8a",
      focus: "#ffbf47",
      error: "#b3261e",
      headerBackground: "#14406b",
      onHeader: "#ffffff",
      navBackground: "#0d2c4a",
      onNav: "#ffffff"
    },
    fonts: { body: SYSTEM_FONT, heading: SYSTEM_FONT },
    contentWidth: "60rem"
  },
  "ftc-7-0-default": {
    name: "ftc-7-0-default",
    colors: {
      text: "#1b1b1b",
      muted: "#454545",
      page: "#ffffff",
      surface: "#f0f0f0",
      border: "#565c65",
      primary: "#005ea2",
      onPrimary: "#ffffff",
      link: "#005ea2",
      focus: "#2491ff",
      error: "#b50909",
      headerBackground: "#ffffff",
      onHeader: "#1b1b1b",
      navBackground: "#162e51",
      onNav: "#ffffff"
    },
    fonts: { body: '"Source Sans Pro", "Helvetica Neue", Helvetica, Arial, sans-serif', heading: 'Merriweather, Georgia, "Times New Roman", serif' },
    contentWidth: "64rem"
  },
  "jnd-9-0-kontent": {
    name: "jnd-9-0-kontent",
    colors: {
      text: "#222222",
      muted: "#4d4d4d",
      page: "#fbfbfb",
      surface: "#ffffff",
      border: "#6e6e6e",
      primary: "#6b2c91",
      onPrimary: "#ffffff",
      link: "#5a2479",
      focus: "#f2a900",
      error: "#b00020",
      headerBackground: "#2b2b2b",
      onHeader: "#ffffff",
      navBackground: "#6b2c91",
      onNav: "#ffffff"
    },
    fonts: { body: SYSTEM_FONT, heading: SYSTEM_FONT },
    contentWidth: "62rem"
  }
};
