// Query values may hold only letters, digits, hyphen and underscore (spec sections 4 and 9): anything
// else is removed, and the guard redirects (with replace) when that changed the address.
export type Query = Readonly<Record<string, string>>;

const FORBIDDEN = /[^A-Za-z0-9_-]/g;

export const sanitizeQueryValue = (value: string): string => value.replace(FORBIDDEN, "");

export const sanitizeQuery = (query: Query): Query =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, sanitizeQueryValue(value)]));

export const queryNeedsSanitizing = (query: Query): boolean =>
  Object.values(query).some((value) => sanitizeQueryValue(value) !== value);

/** Renders a query back into an address, keeping the key order. */
export const withQuery = (path: string, query: Query): string => {
  const entries = Object.entries(query);
  if (entries.length === 0) return path;
  return `${path}?${entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&")}`;
};
