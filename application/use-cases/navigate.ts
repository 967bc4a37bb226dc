// Runs navigation events through the pure transition and carries out its route changes, each address in
// the claimant's culture (the guard reads the culture from the address: without it a Spanish claim would turn
// English on the next page). Entering a page clears the issues shown and starts or stops the session timer
// as the page says (spec section 4).
import { Effect } from "effect";
import { addressInCulture } from "../../domain/culture/culture.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import type { NavigationEvent } from "../../domain/navigation/navigation-transition.ts";
import { transition } from "../../domain/navigation/navigation-transition.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../domain/navigation/navigation-sequences.ts";
import { INITIAL_NAVIGATION } from "../../domain/navigation/navigation-state.ts";
import { enterPage, STOPPED_TIMER } from "../../domain/session/session-timer.ts";
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
    const now = yield* clock.now;
    const [afterEvent, commands] = transition(session.getSnapshot().navigation, event, nodesFor);
    const headless = settings.router === "headless";
    // Headless, the route changes are done at once; in the browser the router reports each one back.
    const navigation = headless
      ? commands.reduce((current, command) => transition(current, { type: "routeChanged", path: command.path }, nodesFor)[0], afterEvent)
      : afterEvent;
    session.update((state) => {
      const pageChanged = state.navigation.page?.path !== navigation.page?.path;
      const started = event.type === "initialize" ? { ...state, sessionExpired: false } : state;
      // Nothing changed (the page already shown reported again): the state stays the same object.
      if (!pageChanged) return started === state && navigation === state.navigation ? state : { ...started, navigation };
      const timer = enterPage(state.timer, now, navigation.page?.enableTimeout ?? false, state.client.minSessionDuration * MINUTE_MS);
      return { ...started, navigation, pageIssues: [], timer };
    });
    // The state is saved before the router runs: a router that reports back at once must find it.
    if (settings.router !== "headless") {
      const { culture } = session.getSnapshot();
      for (const command of commands) settings.router({ ...command, path: addressInCulture(command.path, culture) });
    }
    return commands;
  });

export const initializeForm = (formType: FormType | null) => dispatchNavigation({ type: "initialize", formType });

export const routeChanged = (path: string) => dispatchNavigation({ type: "routeChanged", path });

/**
 * A page was let through: the navigation follows its form type, leaving any other form first, and
 * pages outside the forms (formType null) leave the form. Entering the form already active changes nothing.
 */
export const enterForm = (formType: FormType | null) =>
  Effect.gen(function* () {
    const session = yield* Session;
    const { initialized, activeForm } = session.getSnapshot().navigation;
    if (initialized ? activeForm === formType : formType === null) return;
    // Out of the form the time-out does not run; entering a form starts it as its first page says.
    session.update((state) => ({ ...state, navigation: INITIAL_NAVIGATION, pageIssues: [], timer: STOPPED_TIMER }));
    if (formType !== null) yield* initializeForm(formType);
  });
