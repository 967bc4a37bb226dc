// The theme setting: the three layouts pass, and a missing or unknown value is the section 8 error.
import { describe, expect, it } from "vitest";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { THEME_NOT_SPECIFIED, THEMES, themeOf } from "../../../domain/site/theme.ts";
import { thrownBy } from "../../support/thrown-by.ts";

describe("themeOf", () => {
  it.each(THEMES)("accepts %s", (theme) => {
    expect(themeOf(theme)).toBe(theme);
  });

  it.each([undefined, null, ""])("refuses a missing theme (%s) with 'Theme not specified'", (value) => {
    const error = thrownBy(() => themeOf(value));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toMatchObject({ reason: "themeNotSpecified", message: THEME_NOT_SPECIFIED });
  });

  it.each(["dark", "JND-7-0-DEFAULT", 7])("refuses %s as an unexpected value", (value) => {
    expect(thrownBy(() => themeOf(value))).toMatchObject({
      reason: "unexpectedTheme",
      message: `unexpected value for appsettings.theme: ${JSON.stringify(value)}`
    });
  });
});
