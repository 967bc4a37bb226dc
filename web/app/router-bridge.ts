// The session is built before the router (the router's guard needs the session), yet the session's route
// changes must reach the router: the bridge forwards them once the router is attached.
import type { NavigateCommand } from "../../domain/navigation/navigation-transition.ts";

export interface Navigator {
  navigate(to: string, options: { readonly replace: boolean }): Promise<void>;
}

export interface RouterBridge {
  readonly navigate: (command: NavigateCommand) => void;
  readonly attach: (router: Navigator) => void;
}

export const makeRouterBridge = (): RouterBridge => {
  let router: Navigator | null = null;
  return {
    navigate: (command) => {
      if (router === null) throw new Error(`No router is attached to carry out the navigation to ${command.path}.`);
      void router.navigate(command.path, { replace: command.replace });
    },
    attach: (attached) => {
      router = attached;
    }
  };
};
