// Where focus goes when it has nowhere better to be: the page's heading, made focusable for the moment (with
// no ring: it is no control; global-style.ts) and left as it was once focus moves on, as GOV.UK does, so a
// screen reader reads on from the page's title; a page not drawn yet gets its main region.
import { MAIN_CONTENT_ID } from "../layouts/chrome/skip-link.tsx";

export const focusPageHeading = (): void => {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector<HTMLElement>("h1") ?? null;
  if (heading === null) {
    main?.focus({ preventScroll: true });
    return;
  }
  if (!heading.hasAttribute("tabindex")) {
    heading.setAttribute("tabindex", "-1");
    heading.addEventListener(
      "blur",
      () => {
        heading.removeAttribute("tabindex");
      },
      { once: true }
    );
  }
  heading.focus({ preventScroll: true });
};
