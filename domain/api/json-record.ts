// Whether parsed JSON is an object with keys (not null, not a list): the first check of any structural
// reading of data written into the page.
export const isJsonRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
