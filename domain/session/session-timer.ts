// The inactivity time-out (spec sections 4 and 9): activity moves expiry to now plus the minimum
// session duration and closes the warning; the warning opens one minute before expiry; at expiry the
// session is expired. Pure: the caller passes the clock reading (epoch milliseconds) in.
export const MIN_SESSION_DURATION_MINUTES = 30;
export const MIN_SESSION_DURATION_MS = MIN_SESSION_DURATION_MINUTES * 60_000;
export const WARNING_BEFORE_EXPIRY_MS = 60_000;

export interface SessionTimer {
  /** When the session expires; null while no page with the time-out is shown. */
  readonly expiresAt: number | null;
  readonly warningOpen: boolean;
  readonly expired: boolean;
}

export const STOPPED_TIMER: SessionTimer = { expiresAt: null, warningOpen: false, expired: false };

/** Any keyboard, mouse, wheel or touch activity, and the Continue button. */
export const recordActivity = (timer: SessionTimer, now: number, durationMs = MIN_SESSION_DURATION_MS): SessionTimer =>
  timer.expired ? timer : { expiresAt: now + durationMs, warningOpen: false, expired: false };

/** Entering a page: the time-out runs only where the page enables it, afresh (a claimant back after an expiry starts again). */
export const enterPage = (_timer: SessionTimer, now: number, enableTimeout: boolean, durationMs = MIN_SESSION_DURATION_MS): SessionTimer =>
  enableTimeout ? { expiresAt: now + durationMs, warningOpen: false, expired: false } : STOPPED_TIMER;

export type TimerChange = "none" | "warningOpened" | "expired";

/** The clock moved on: opens the warning, or expires the session. */
export const tick = (timer: SessionTimer, now: number): readonly [SessionTimer, TimerChange] => {
  if (timer.expiresAt === null || timer.expired) return [timer, "none"];
  if (now >= timer.expiresAt) return [{ expiresAt: null, warningOpen: false, expired: true }, "expired"];
  if (!timer.warningOpen && timer.expiresAt - now <= WARNING_BEFORE_EXPIRY_MS) return [{ ...timer, warningOpen: true }, "warningOpened"];
  return [timer, "none"];
};

/** Whole seconds left, rounded up so the countdown shows 0:00 only at expiry. */
export const secondsLeft = (timer: SessionTimer, now: number): number =>
  timer.expiresAt === null ? 0 : Math.max(0, Math.ceil((timer.expiresAt - now) / 1000));

/** The visible countdown, m:ss. */
export const countdownText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * Whether a screen reader should be told the time now, as HMRC's timeout dialog does: each whole minute, then
 * at 30 and at 10 seconds, so it hears the time in steps and is never flooded with a number every second. The
 * time left when the warning opens is in the dialog's own description.
 */
export const announcesAt = (seconds: number): boolean => seconds > 0 && (seconds % 60 === 0 || seconds === 30 || seconds === 10);
