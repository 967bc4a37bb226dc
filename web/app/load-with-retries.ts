// How the site loads its code on a phone's poor network: a fetch that fails is tried again after 1 s and 3 s
// before its failure is the caller's (web/main.tsx for the site's own code, on-demand.tsx for its parts).
/** The waits before the second and third tries of a failed load. */
export const LOAD_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

/** The load, tried again after each of `delays` while it fails; the last failure is the caller's. */
export const loadWithRetries = async <T>(load: () => Promise<T>, delays: readonly number[] = LOAD_RETRY_DELAYS_MS): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
};
