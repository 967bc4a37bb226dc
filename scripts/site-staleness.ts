// Whether the built site (dist/) must be rebuilt before the server serves it: when it is missing, or when
// any source it is built from changed after it was built. Pure: the caller reads the file times.

export interface SourceFile {
  readonly path: string;
  readonly modifiedMs: number;
}

export type SiteStaleness =
  | { readonly kind: "missing" }
  | { readonly kind: "stale"; readonly newest: SourceFile }
  | { readonly kind: "upToDate" };

/** builtMs: when the site was last built (null: never); sources: every file the build reads. */
export const siteStaleness = (builtMs: number | null, sources: readonly SourceFile[]): SiteStaleness => {
  if (builtMs === null) return { kind: "missing" };
  let newest: SourceFile | null = null;
  for (const source of sources) {
    if (newest === null || source.modifiedMs > newest.modifiedMs) newest = source;
  }
  return newest !== null && newest.modifiedMs > builtMs ? { kind: "stale", newest } : { kind: "upToDate" };
};
