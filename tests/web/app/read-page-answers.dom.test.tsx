// Reading the page's answers to the start-up calls: the JSON data blocks the server writes (the first view's
// client ids only in a page served whole), and nothing from a block that is missing or does not read.
import { afterEach, describe, expect, it } from "vitest";
import {
  DEADLINE_MOMENTS_ELEMENT_ID,
  FIRST_VIEW_ELEMENT_ID,
  INITIAL_CONTENT_ELEMENT_ID,
  STARTUP_ANSWERS_ELEMENT_ID
} from "../../../domain/api/page-data-elements.ts";
import { readPageAnswers } from "../../../web/app/read-page-answers.ts";

const writeData = (elementId: string, json: string): void => {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = elementId;
  element.textContent = json;
  document.body.append(element);
};

afterEach(() => {
  document.getElementById(STARTUP_ANSWERS_ELEMENT_ID)?.remove();
  document.getElementById(INITIAL_CONTENT_ELEMENT_ID)?.remove();
  document.getElementById(DEADLINE_MOMENTS_ELEMENT_ID)?.remove();
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
});

describe("readPageAnswers", () => {
  it("reads the start-up answers, the initial content and the deadlines' moments", () => {
    const moments = { '["Pacific","12/31/2099"]': { at: 4_102_473_599_999, zone: "America/Los_Angeles" } };
    writeData(STARTUP_ANSWERS_ELEMENT_ID, JSON.stringify({ "/api/captcha": { provider: "hcaptcha", siteKey: null } }));
    writeData(INITIAL_CONTENT_ELEMENT_ID, JSON.stringify({ culture: "es", cultures: { en: "English", es: "Español" }, content: [] }));
    writeData(DEADLINE_MOMENTS_ELEMENT_ID, JSON.stringify(moments));
    writeData(FIRST_VIEW_ELEMENT_ID, JSON.stringify({ clientIds: ["Abcdefg1", 7, "Hijklmn2"], parts: ["layout jnd-7-0-default"] }));
    expect(readPageAnswers(document)).toEqual({
      startup: { "/api/captcha": { provider: "hcaptcha", siteKey: null } },
      initialContent: { culture: "es", cultures: { en: "English", es: "Español" }, content: [] },
      deadlineMoments: moments,
      firstViewIds: ["Abcdefg1", "Hijklmn2"]
    });
  });

  it("gives nothing for blocks that are missing or do not read", () => {
    expect(readPageAnswers(document)).toEqual({ startup: null, initialContent: null, deadlineMoments: {}, firstViewIds: [] });
    writeData(STARTUP_ANSWERS_ELEMENT_ID, "{not json");
    writeData(INITIAL_CONTENT_ELEMENT_ID, JSON.stringify({ culture: 3 }));
    writeData(DEADLINE_MOMENTS_ELEMENT_ID, "[1, 2");
    writeData(FIRST_VIEW_ELEMENT_ID, JSON.stringify({ clientIds: "Abcdefg1" }));
    expect(readPageAnswers(document)).toEqual({ startup: null, initialContent: null, deadlineMoments: {}, firstViewIds: [] });
  });
});
