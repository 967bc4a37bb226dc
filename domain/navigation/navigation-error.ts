// The navigation developer errors of spec section 8 ('Unexpected Form Type', a form type registered
// twice, no or several matching nodes, navigating while navigating, a second initialisation). Thrown.
export type NavigationReason =
  | "unexpectedFormType"
  | "formTypeRegisteredTwice"
  | "noMatchingNode"
  | "severalMatchingNodes"
  | "alreadyNavigating"
  | "alreadyInitialized"
  | "notInitialized"
  | "noNavigationTarget";

export class NavigationError extends Error {
  override readonly name = "NavigationError";

  constructor(
    readonly reason: NavigationReason,
    message: string
  ) {
    super(message);
  }
}
