// The settings the first render relies on before the full decoding: the served JSON when the chrome's
// fields are there in their kinds, else none (the full decoding then says what is wrong).
import { afterEach, describe, expect, it } from "vitest";
import { APP_SETTINGS_ELEMENT_ID } from "../../../domain/api/page-data-elements.ts";
import { previewSettings } from "../../../web/app/preview-settings.ts";
import { demoAppSettings } from "../support/render-site.tsx";

const serve = (text: string): void => {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = APP_SETTINGS_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
};

afterEach(() => {
  document.getElementById(APP_SETTINGS_ELEMENT_ID)?.remove();
});

describe("previewSettings", () => {
  it("gives the served settings when the chrome can show them", () => {
    serve(JSON.stringify(demoAppSettings("ftc-7-0-default")));
    expect(previewSettings(document)).toEqual(demoAppSettings("ftc-7-0-default"));
  });

  it.each([
    ["no settings element", null],
    ["an empty element", ""],
    ["JSON that does not parse", "{theme:"],
    ["a case number that is not text", JSON.stringify({ ...demoAppSettings(), caseNumber: 7 })],
    ["no contact details", JSON.stringify({ ...demoAppSettings(), contact: null })],
    ["a mail address that is not lines", JSON.stringify({ ...demoAppSettings(), contact: { ...demoAppSettings().contact, mailAddress: "P.O. Box 1" } })],
    ["no banner switch", JSON.stringify({ ...demoAppSettings(), showBanner: "yes" })]
  ])("gives none for %s", (_, text) => {
    if (text !== null) serve(text);
    expect(previewSettings(document)).toBeNull();
  });
});
