// The navigation store's state (spec section 3): the current page, the active form's nodes, the
// active form type, and the initialised and navigating flags.
import type { FormType } from "./form-type.ts";
import type { NavigationNode } from "./navigation-node.ts";

export interface NavigationState {
  readonly page: NavigationNode | null;
  readonly nodes: readonly NavigationNode[];
  readonly activeForm: FormType | null;
  readonly initialized: boolean;
  readonly isNavigating: boolean;
}

export const INITIAL_NAVIGATION: NavigationState = {
  page: null,
  nodes: [],
  activeForm: null,
  initialized: false,
  isNavigating: false
};
