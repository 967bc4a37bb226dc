// The navigation store as a pure transition (spec section 4): (state, event) gives the new state and
// the route changes to run. The shell runs them and reports each finished route change back as routeChanged.
import { type FormType, FORM_TYPE_SEGMENTS } from "./form-type.ts";
import { NavigationError } from "./navigation-error.ts";
import type { NavigationNode, SkipContext } from "./navigation-node.ts";
import { INITIAL_NAVIGATION, type NavigationState } from "./navigation-state.ts";
import { normalizePath, ROUTES } from "./routes.ts";

export type NavigationEvent =
  | { readonly type: "initialize"; readonly formType: FormType | null }
  | { readonly type: "next"; readonly context: SkipContext }
  | { readonly type: "back"; readonly context: SkipContext }
  | { readonly type: "skipToPage"; readonly partialPath: string }
  | { readonly type: "index" }
  | { readonly type: "notFound" }
  /** The error page, in the claimant's culture. */
  | { readonly type: "error"; readonly culture: string }
  | { readonly type: "sessionExpired"; readonly culture: string }
  | { readonly type: "routeChanged"; readonly path: string };

export interface NavigateCommand {
  readonly type: "navigate";
  readonly path: string;
  readonly replace: boolean;
}

export type NavigationResult = readonly [NavigationState, readonly NavigateCommand[]];

/** Gives the node list of a form type; throws 'Unexpected Form Type' for one it does not know. */
export type NodesFor = (formType: FormType) => readonly NavigationNode[];

const navigate = (path: string, replace = false): NavigateCommand => ({ type: "navigate", path, replace });

const nodeAt = (nodes: readonly NavigationNode[], path: string): NavigationNode | undefined =>
  nodes.find((node) => normalizePath(node.path) === normalizePath(path));

const refuseWhileNavigating = (state: NavigationState): void => {
  if (state.isNavigating) throw new NavigationError("alreadyNavigating", "A navigation is already in progress.");
};

const currentPage = (state: NavigationState): NavigationNode => {
  if (state.page === null) throw new NavigationError("notInitialized", "Navigation has not been initialised with a form type.");
  return state.page;
};

/** Follows next or back targets from the current page, passing nodes whose skip-check says so. */
const step = (state: NavigationState, direction: "nextNavTarget" | "backNavTarget", context: SkipContext): NavigationResult => {
  refuseWhileNavigating(state);
  let target = currentPage(state)[direction];
  for (;;) {
    if (target === null) throw new NavigationError("noNavigationTarget", `The page ${currentPage(state).path} has no ${direction}.`);
    const node = nodeAt(state.nodes, target);
    if (node === undefined) throw new NavigationError("noMatchingNode", `No navigation node matches the path ${target}.`);
    if (!node.skip(context)) return [{ ...state, page: node, isNavigating: true }, [navigate(node.path)]];
    target = node[direction];
  }
};

const leaveForm = (path: string): NavigationResult => [INITIAL_NAVIGATION, [navigate(path)]];

export const transition = (state: NavigationState, event: NavigationEvent, nodesFor: NodesFor): NavigationResult => {
  switch (event.type) {
    case "initialize": {
      if (state.initialized) throw new NavigationError("alreadyInitialized", "Navigation is already initialised.");
      if (event.formType === null) return [state, []];
      const nodes = nodesFor(event.formType);
      return [{ ...state, nodes, page: nodes[0] ?? null, activeForm: event.formType, initialized: true }, []];
    }
    case "next":
      return step(state, "nextNavTarget", event.context);
    case "back":
      return step(state, "backNavTarget", event.context);
    case "skipToPage": {
      refuseWhileNavigating(state);
      const wanted = event.partialPath.toLowerCase();
      const matches = state.nodes.filter((node) => node.path.toLowerCase().includes(wanted));
      const [node] = matches;
      if (node === undefined) throw new NavigationError("noMatchingNode", `No navigation node matches "${event.partialPath}".`);
      if (matches.length > 1) {
        throw new NavigationError("severalMatchingNodes", `Several navigation nodes match "${event.partialPath}".`);
      }
      return [{ ...state, page: node, isNavigating: true }, [navigate(node.path)]];
    }
    case "index":
      return [{ ...state, page: state.nodes[0] ?? null, isNavigating: state.nodes.length > 0 }, [navigate(ROUTES.root)]];
    case "notFound":
      return leaveForm(ROUTES.notFound);
    case "error":
      return leaveForm(`${ROUTES.error}?culture=${encodeURIComponent(event.culture)}`);
    case "sessionExpired": {
      const form = state.activeForm === null ? "" : `form=${FORM_TYPE_SEGMENTS[state.activeForm]}&`;
      return leaveForm(`${ROUTES.sessionExpired}?${form}culture=${encodeURIComponent(event.culture)}`);
    }
    case "routeChanged": {
      // A route change that changes nothing (the page already shown) gives the same state back, so no view
      // that reads it draws again.
      if (state.activeForm === null) {
        return [state.nodes.length === 0 && state.page === null && !state.isNavigating ? state : { ...state, nodes: [], page: null, isNavigating: false }, []];
      }
      const page = normalizePath(event.path) === ROUTES.root ? state.nodes[0] : nodeAt(state.nodes, event.path);
      if (page === undefined) throw new NavigationError("noMatchingNode", `No navigation node matches the path ${event.path}.`);
      return [page === state.page && !state.isNavigating ? state : { ...state, page, isNavigating: false }, []];
    }
  }
};
