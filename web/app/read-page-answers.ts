// Reads the answers the server wrote into the page for the site's start-up calls (domain/api/page-answers.ts):
// JSON data blocks; one that is missing or does not read gives nothing, and start-up asks the API instead.
import { readInitialContent } from "../../domain/api/initial-content.ts";
import type { PageAnswers } from "../../domain/api/page-answers.ts";
import {
  DEADLINE_MOMENTS_ELEMENT_ID,
  FIRST_VIEW_ELEMENT_ID,
  INITIAL_CONTENT_ELEMENT_ID,
  STARTUP_ANSWERS_ELEMENT_ID
} from "../../domain/api/page-data-elements.ts";
import { readFirstView } from "../../domain/api/prerendered-page.ts";
import { readKnownMoments } from "../../domain/deadlines/deadline-moments.ts";
import { pageData } from "./page-data.ts";

export const readPageAnswers = (page: Document): PageAnswers => ({
  startup: pageData(page, STARTUP_ANSWERS_ELEMENT_ID),
  initialContent: readInitialContent(pageData(page, INITIAL_CONTENT_ELEMENT_ID)),
  deadlineMoments: readKnownMoments(pageData(page, DEADLINE_MOMENTS_ELEMENT_ID)),
  firstViewIds: readFirstView(pageData(page, FIRST_VIEW_ELEMENT_ID)).clientIds
});
