// Which culture a page is shown in (spec section 4, "Culture"): the culture query parameter, then the
// same parameter in the page address, then en; only enabled cultures count. So that a culture the claimant
// chose holds from page to page (and through a reload), every address the site moves to carries it.
export const DEFAULT_CULTURE = "en";
export const CULTURE_PARAMETER = "culture";

/** Enabled culture codes, as the cultures call answers (code to display name). */
export type EnabledCultures = Readonly<Record<string, string>>;

const enabledCode = (enabled: EnabledCultures, candidate: string | undefined): string | undefined => {
  if (candidate === undefined) return undefined;
  const wanted = candidate.trim().toLowerCase();
  return Object.keys(enabled).find((code) => code.toLowerCase() === wanted);
};

export const resolveCulture = (
  enabled: EnabledCultures,
  fromQuery: string | undefined,
  fromAddress: string | undefined
): string => enabledCode(enabled, fromQuery) ?? enabledCode(enabled, fromAddress) ?? DEFAULT_CULTURE;

export const isEnabledCulture = (enabled: EnabledCultures, culture: string): boolean => enabledCode(enabled, culture) !== undefined;

/**
 * An address of the site in the claimant's culture: the culture parameter is added unless the culture is the
 * default (an address without one reads as it) or the address names one already.
 */
export const addressInCulture = (address: string, culture: string): string => {
  const query = address.includes("?") ? address.slice(address.indexOf("?") + 1) : null;
  const named = query !== null && query.split("&").some((pair) => pair.split("=", 1)[0] === CULTURE_PARAMETER);
  if (culture === DEFAULT_CULTURE || named) return address;
  return `${address}${query === null ? "?" : "&"}${CULTURE_PARAMETER}=${encodeURIComponent(culture)}`;
};
