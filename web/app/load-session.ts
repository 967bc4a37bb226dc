// Everything the first render can do without: the deployment settings decoded in full, and the
// ClaimSession with Effect, the domain and the adapters composed for the page. A module of its own, asked
// for first (web/main.tsx); its code ships with the rest of the start page's (vite.config.ts).
import type { ClaimSession } from "../../application/session/claim-session.ts";
import { composeSession } from "../composition.ts";
import { nextTask } from "./next-task.ts";
import { type LoadedSettings, readAppSettings } from "./read-app-settings.ts";
import { readPageAnswers } from "./read-page-answers.ts";
import type { RouterBridge } from "./router-bridge.ts";

/** Settings that do not decode leave no session to build: their problem is the error shown. */
export class UnreadableSettingsError extends Error {
  override readonly name = "UnreadableSettingsError";
}

export type LoadedSession = Exclude<LoadedSettings, { readonly kind: "unreadable" }> & { readonly session: ClaimSession };

export const loadSession = (page: Document, bridge: RouterBridge): LoadedSession => {
  const loaded = readAppSettings(page);
  if (loaded.kind === "unreadable") throw new UnreadableSettingsError(loaded.problem);
  const pageAnswers = readPageAnswers(page);
  const session = composeSession({
    settings: loaded.settings,
    fetch: (input, init) => window.fetch(input, init),
    pageAnswers,
    pageTurn: nextTask,
    storage: window.sessionStorage,
    navigate: bridge.navigate,
    firstView: { replay: pageAnswers.firstViewIds ?? [] }
  });
  return { ...loaded, session };
};
