// The three layout themes of spec section 1 and the deployment setting that picks one. A missing or
// unknown value is the configuration error of section 8, thrown with the spec's message.
import { ConfigurationError } from "../errors/configuration-error.ts";

export const THEMES = ["jnd-7-0-default", "ftc-7-0-default", "jnd-9-0-kontent"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_NOT_SPECIFIED = "Theme not specified";
export const UNEXPECTED_THEME = "unexpected value for appsettings.theme";

export const isTheme = (value: unknown): value is Theme => (THEMES as readonly unknown[]).includes(value);

/** The theme a deployment names; throws the section 8 error for none or any other value. */
export const themeOf = (value: unknown): Theme => {
  if (value === undefined || value === null || value === "") throw new ConfigurationError("themeNotSpecified", THEME_NOT_SPECIFIED);
  if (!isTheme(value)) throw new ConfigurationError("unexpectedTheme", `${UNEXPECTED_THEME}: ${JSON.stringify(value)}`);
  return value;
};
