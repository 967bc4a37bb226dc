// Whether the page's first view came whole from the server (web/prerender.tsx) and is being taken over by
// the browser: the layout is then mounted from the first render, on the server as in the browser, so the
// browser's first render matches the HTML it takes over (spec section 1's "no content until mounted" holds:
// the server renders the layout as mounted, and a page the guard redirects as the page it lands on).
import { createContext } from "react";

export const ServedWholeContext = createContext(false);
