// Keeps a long export's memory near what it holds at once. An export holds a page or two of claims at a time
// (about 40 MB of live heap however many claims), but makes garbage far faster than V8 collects it unasked
// under its default limit (gigabytes on a large machine): left alone, a 200,000-claim export grew to 350 MB of
// resident memory for 40 MB live. A full collection every COLLECT_EVERY claims keeps it near 240 MB at no cost
// in time; the command line only, never the server, where a full collection would pause every claimant.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** Claims between two collections: a collection of a ~40 MB heap costs tens of milliseconds. */
export const COLLECT_EVERY = 20_000;

let collect: (() => void) | null = null;

/** V8's collector, exposed to this process once (the flag must be set before a context is made that reads it). */
const collector = (): (() => void) => {
  if (collect === null) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  return collect;
};

/** Counts claims as they are written; collects garbage each time COLLECT_EVERY more have gone. */
export const heapBound = (): ((claims: number) => void) => {
  const gc = collector();
  let since = 0;
  return (claims) => {
    since += claims;
    if (since < COLLECT_EVERY) return;
    since = 0;
    gc();
  };
};
