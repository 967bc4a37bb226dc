// The ids of the JSON data blocks the server writes into the page: the deployment settings, the content
// of the first render, the start-up answers that are the same for every claimant, when the deadlines fall
// and, in a page served whole, the client ids of its first view and the chunks to fetch once it is
// painted. Apart from their Schemas, so the first page's script need not load them.
export const APP_SETTINGS_ELEMENT_ID = "appsettings";
export const INITIAL_CONTENT_ELEMENT_ID = "initialcontent";
export const STARTUP_ANSWERS_ELEMENT_ID = "startupanswers";
export const DEADLINE_MOMENTS_ELEMENT_ID = "deadlinemoments";
export const FIRST_VIEW_ELEMENT_ID = "firstview";
export const PAGE_SCRIPTS_ELEMENT_ID = "pagescripts";
