// The routes of spec section 2: the layout at the root, and inside it the guarded pages: every page of
// every form type's sequence (the optional Standard pages included), the site's own pages, and
// everything unmatched to /page-not-found. Pages are split into their own chunks, loaded on first visit.
import type { LoaderFunction, RouteObject } from "react-router";
import { replace } from "react-router";
import { CULTURE_PARAMETER } from "../../domain/culture/culture.ts";
import { FORM_TYPES } from "../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../domain/navigation/navigation-sequences.ts";
import { withQuery } from "../../domain/navigation/query-sanitizer.ts";
import { ROUTES } from "../../domain/navigation/routes.ts";
import { LoadingScreen } from "./loading-screen.tsx";
import { RouteErrorScreen } from "./route-error-screen.tsx";
import { SessionRoot } from "./session-root.tsx";
import { SiteFrame } from "./site-frame.tsx";

const notFoundPage = async () => ({ Component: (await import("../pages/not-found-page.tsx")).NotFoundPage });

const formPage = async () => ({ Component: (await import("../pages/form-page.tsx")).FormPage });

/** Every registered page path, whichever reading of the Standard sequence the case follows. */
export const FORM_PAGE_PATHS: readonly string[] = FORM_TYPES.flatMap((formType) =>
  sequenceFor(DEFAULT_SEQUENCES, formType, { standardWithOptionalPages: true }).map((node) => node.path)
);

/** The reserved default routes (catchAll, notFound, error, defaultDeadline, sessionExpired). */
const siteOwnPages: RouteObject[] = [
  { id: "error", path: ROUTES.error, lazy: async () => ({ Component: (await import("../pages/error-page.tsx")).ErrorPage }) },
  { id: "defaultDeadline", path: ROUTES.defaultDeadline, lazy: async () => ({ Component: (await import("../pages/deadline-page.tsx")).DeadlinePage }) },
  {
    id: "sessionExpired",
    path: ROUTES.sessionExpired,
    lazy: async () => ({ Component: (await import("../pages/session-expired-page.tsx")).SessionExpiredPage })
  },
  { id: "notFound", path: ROUTES.notFound, lazy: notFoundPage },
  {
    id: "catchAll",
    path: "*",
    // Its loader always redirects; the page is there so the match has something to render.
    lazy: notFoundPage,
    loader: ({ request }) => {
      const culture = new URL(request.url).searchParams.get(CULTURE_PARAMETER);
      return replace(withQuery(ROUTES.notFound, culture === null ? {} : { [CULTURE_PARAMETER]: culture }));
    }
  }
];

/**
 * The layout renders at once (no loader of its own); the guard is a pathless route inside it, whose
 * spinner fills the main region until start-up has run and the first page is let through.
 */
export const siteRoutes = (guard: LoaderFunction): RouteObject[] => [
  {
    id: "site",
    path: ROUTES.root,
    element: <SiteFrame />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        id: "guarded",
        loader: guard,
        // The guard runs on every navigation, not only when the route's own parameters change.
        shouldRevalidate: () => true,
        element: <SessionRoot />,
        errorElement: <RouteErrorScreen inLayout />,
        hydrateFallbackElement: <LoadingScreen />,
        children: [
          { index: true, lazy: formPage },
          ...FORM_PAGE_PATHS.map((path): RouteObject => ({ path, lazy: formPage })),
          ...siteOwnPages
        ]
      }
    ]
  }
];
