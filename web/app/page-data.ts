// Reads one of the JSON data blocks the server writes into the page: null when it is missing or does not
// parse, for the caller to decode what it holds (or to ask the API instead).
export const pageData = (page: Document, elementId: string): unknown => {
  try {
    return JSON.parse(page.getElementById(elementId)?.textContent || "null");
  } catch {
    return null;
  }
};
