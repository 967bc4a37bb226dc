// The ids of the JSON data blocks the server writes into the page: the deployment settings and the
// content of the first render. Apart from their Schemas, so the first page's script need not load them.
export const APP_SETTINGS_ELEMENT_ID = "appsettings";
export const INITIAL_CONTENT_ELEMENT_ID = "initialcontent";
