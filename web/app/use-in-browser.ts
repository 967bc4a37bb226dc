// Whether this render is the browser's own: false on the server's render of a page served whole and in the
// browser's takeover of it (which must match the server's), true otherwise. For what the server cannot
// draw, such as a portal into the document's body.
import { useSyncExternalStore } from "react";

const noUpdates = () => () => undefined;

export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noUpdates,
    () => true,
    () => false
  );
