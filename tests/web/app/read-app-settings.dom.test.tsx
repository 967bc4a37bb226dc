// Reading the appsettings the server writes into the page (spec section 8): decoded settings with their
// theme, the theme's own configuration errors (missing, or a value no layout has) and unreadable settings.
import { afterEach, describe, expect, it } from "vitest";
import { APP_SETTINGS_ELEMENT_ID } from "../../../domain/api/page-data-elements.ts";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";
import { readAppSettings } from "../../../web/app/read-app-settings.ts";
import { demoAppSettings } from "../support/render-site.tsx";

/** Writes the settings block as the server does: a JSON data block the page never executes. */
const writeSettings = (json: string): void => {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = APP_SETTINGS_ELEMENT_ID;
  element.textContent = json;
  document.body.append(element);
};

const withTheme = (theme: unknown): string => JSON.stringify({ ...demoAppSettings(), theme });

afterEach(() => {
  document.getElementById(APP_SETTINGS_ELEMENT_ID)?.remove();
});

describe("readAppSettings", () => {
  it("gives the decoded settings and their theme", () => {
    writeSettings(withTheme("ftc-7-0-default"));
    const loaded = readAppSettings(document);
    expect(loaded.kind).toBe("ready");
    if (loaded.kind !== "ready") return;
    expect(loaded.theme).toBe("ftc-7-0-default");
    expect(loaded.settings.caseNumber).toBe("3:25-cv-01234");
  });

  it.each([
    ["absent", undefined],
    ["null", null],
    ["empty", ""]
  ])("reports a theme that is %s as 'Theme not specified', keeping the settings", (_case, theme) => {
    writeSettings(withTheme(theme));
    const loaded = readAppSettings(document);
    expect(loaded.kind).toBe("badTheme");
    if (loaded.kind !== "badTheme") return;
    expect(loaded.error).toBeInstanceOf(ConfigurationError);
    expect(loaded.error.message).toBe("Theme not specified");
    expect(loaded.settings.caseName).toBe(demoAppSettings().caseName);
  });

  it("reports a theme no layout has as an unexpected value, naming it", () => {
    writeSettings(withTheme("dark"));
    const loaded = readAppSettings(document);
    expect(loaded.kind).toBe("badTheme");
    if (loaded.kind !== "badTheme") return;
    expect(loaded.error.message).toBe('unexpected value for appsettings.theme: "dark"');
  });

  it("calls JSON it cannot parse unreadable, naming appsettings", () => {
    writeSettings("{ theme: jnd-7-0-default");
    const loaded = readAppSettings(document);
    expect(loaded.kind).toBe("unreadable");
    if (loaded.kind !== "unreadable") return;
    expect(loaded.problem).toMatch(/^appsettings: /);
  });

  it("calls settings that do not decode unreadable, naming appsettings", () => {
    writeSettings(JSON.stringify({ ...demoAppSettings(), showBanner: "yes" }));
    const loaded = readAppSettings(document);
    expect(loaded.kind).toBe("unreadable");
    if (loaded.kind !== "unreadable") return;
    expect(loaded.problem).toMatch(/^appsettings: /);
    expect(loaded.problem).toContain("showBanner");
  });

  it("calls a page without the settings block unreadable, naming the element", () => {
    const loaded = readAppSettings(document);
    expect(loaded).toEqual({ kind: "unreadable", problem: `The page has no #${APP_SETTINGS_ELEMENT_ID} element.` });
  });
});
