// Which culture a page is shown in (spec section 4, "Culture"): the culture query parameter, then the
// same parameter in the page address, then en; only enabled cultures count.
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
