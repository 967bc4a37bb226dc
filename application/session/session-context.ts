// What every use case reads besides the ports: the session's store and its settings (the deployment's
// switches), provided as Effect services by the ClaimSession.
import type { KnownDeadlineMoments } from "../../domain/deadlines/deadline-moments.ts";
import { Context } from "effect";
import type { CaptchaStart } from "../../domain/captcha/captcha-state.ts";
import type { OptionalPage } from "../../domain/navigation/navigation-node.ts";
import type { NavigateCommand } from "../../domain/navigation/navigation-transition.ts";
import type { UploadLimits } from "../../domain/uploads/upload-limits.ts";
import type { SessionStore } from "./session-store.ts";

export class Session extends Context.Service<Session, SessionStore>()("Session") {}

export interface SessionSettingsShape {
  /** Captcha runs in production and not in development unless captchaEnabled says otherwise. */
  readonly environment: "production" | "development";
  /** The deployment's captcha switch, when it sets one. */
  readonly captchaEnabled?: boolean;
  /** A server error on authorize or submit sends the claimant to /error. */
  readonly redirectOnError: boolean;
  readonly trackingEnabled: boolean;
  /** The second reading of the spec: Standard also passes payment-election and supporting-documents. */
  readonly standardWithOptionalPages: boolean;
  /** The address block takes non-US addresses (spec section 2, "Address block"); without it an address is in the US. */
  readonly internationalAddress: boolean;
  /** The optional pages this case offers; skip-checks pass by the others. */
  readonly optionalPages: ReadonlySet<OptionalPage>;
  /** The largest file and the kinds of file a claimant may pick (the case's upload settings). */
  readonly uploads: UploadLimits;
  /**
   * Runs a route change: "headless" completes it at once (the command line, tests); in the browser the
   * router runs it and reports back through the session's routeChanged.
   */
  readonly router: "headless" | ((command: NavigateCommand) => void);
  /** When the deadlines fall, as the page the server wrote says: start-up then needs no date code for them. */
  readonly knownDeadlineMoments?: KnownDeadlineMoments;
}

export class SessionSettings extends Context.Service<SessionSettings, SessionSettingsShape>()("SessionSettings") {}

/** How the deployment starts captcha: on in production unless its switch says otherwise. */
export const captchaStart = (settings: SessionSettingsShape): CaptchaStart =>
  settings.captchaEnabled === undefined
    ? { production: settings.environment === "production" }
    : { production: settings.environment === "production", enabled: settings.captchaEnabled };
