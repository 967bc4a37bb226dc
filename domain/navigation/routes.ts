// The fixed addresses of spec section 2 and the reserved route names; how a page address is compared.
export const ROUTES = {
  root: "/",
  error: "/error",
  defaultDeadline: "/deadline",
  sessionExpired: "/session-expired",
  notFound: "/page-not-found"
} as const;

export const RESERVED_ROUTE_NAMES = ["catchAll", "notFound", "error", "defaultDeadline", "sessionExpired"] as const;

/** "/standard/" and "/standard" are the same page; the root stays "/". */
export const normalizePath = (path: string): string => {
  const [withoutQuery = ""] = path.split(/[?#]/, 1);
  const trimmed = withoutQuery.replace(/\/+$/, "");
  return trimmed === "" ? ROUTES.root : trimmed.toLowerCase();
};
