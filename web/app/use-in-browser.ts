// Whether this render is the browser's own: false on the server's render of a page served whole and in the
// browser's takeover of it (which must match the server's), then true once taken over; true from the first
// render of a page the browser draws itself. For what the server cannot draw, such as a portal into the
// document's body. After a takeover the change is a transition: an urgent
// update there would make React finish taking the page over in one long task, holding the claimant's
// first presses.
import { startTransition, useContext, useEffect, useState } from "react";
import { ServedWholeContext } from "./served-whole-context.ts";

export const useInBrowser = (): boolean => {
  const servedWhole = useContext(ServedWholeContext);
  const [inBrowser, setInBrowser] = useState(typeof window !== "undefined" && !servedWhole);
  useEffect(() => {
    if (!inBrowser) {
      startTransition(() => {
        setInBrowser(true);
      });
    }
  }, [inBrowser]);
  return inBrowser;
};
