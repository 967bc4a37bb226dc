// Reads the answers the server wrote into the page for the site's start-up calls (domain/api/page-answers.ts):
// two JSON data blocks; one that is missing or does not read gives nothing, and start-up asks the API instead.
import { readInitialContent } from "../../domain/api/initial-content.ts";
import type { PageAnswers } from "../../domain/api/page-answers.ts";
import { INITIAL_CONTENT_ELEMENT_ID, STARTUP_ANSWERS_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";

const dataOf = (page: Document, elementId: string): unknown => {
  try {
    return JSON.parse(page.getElementById(elementId)?.textContent || "null");
  } catch {
    return null;
  }
};

export const readPageAnswers = (page: Document): PageAnswers => ({
  startup: dataOf(page, STARTUP_ANSWERS_ELEMENT_ID),
  initialContent: readInitialContent(dataOf(page, INITIAL_CONTENT_ELEMENT_ID))
});
