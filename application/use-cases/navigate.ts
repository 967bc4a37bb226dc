// Runs navigation events through the pure transition and carries out its route changes. Entering a
// page clears the issues shown and starts or stops the session timer as the page says (spec section 4).
import { Effect } from "effect";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { NavigationEvent } from "../../domain/navigation/navigation-transition.ts";
import { transition } from "../../domain/navigation/navigation-transition.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../domain/navigation/navigation-sequences.ts";
import { enterPage } from "../../domain/session/session-timer.ts";
import { Clock } from "../ports/clock.port.ts";
import { Session, SessionSettings } from "../session/session-context.ts";

const MINUTE_MS = 60_000;

export const dispatchNavigation = (event: NavigationEvent) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const settings = yield* SessionSettings;
    const clock = yield* Clock;
    const nodesFor = (formType: FormType) =>
      sequenceFor(DEFAULT_SEQUENCES, formType, { standardWithOptionalPages: settings.standardWithOptionalPages });
    const before = session.getSnapshot().navigation;
    const [afterEvent, commands] = transition(before, event, nodesFor);
    let navigation = afterEvent;
    for (const command of commands) {
      if (settings.router === "headless") {
        navigation = transition(navigation, { type: "routeChanged", path: command.path }, nodesFor)[0];
      } else {
        settings.router(command);
      }
    }
    const now = yield* clock.now;
    session.update((state) => {
      const pageChanged = state.navigation.page?.path !== navigation.page?.path;
      if (!pageChanged) return { ...state, navigation };
      const timer = enterPage(state.timer, now, navigation.page?.enableTimeout ?? false, state.client.minSessionDuration * MINUTE_MS);
      return { ...state, navigation, pageIssues: [], timer };
    });
    return commands;
  });

export const initializeForm = (formType: FormType | null) => dispatchNavigation({ type: "initialize", formType });

export const routeChanged = (path: string) => dispatchNavigation({ type: "routeChanged", path });
