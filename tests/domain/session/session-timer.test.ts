import { describe, expect, it } from "vitest";
import {
  announcesAt,
  countdownText,
  enterPage,
  MIN_SESSION_DURATION_MS,
  recordActivity,
  secondsLeft,
  STOPPED_TIMER,
  tick
} from "../../../domain/session/session-timer.ts";

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("the session timer", () => {
  it("runs for the minimum session duration of 30 minutes from the last activity", () => {
    expect(MIN_SESSION_DURATION_MS).toBe(30 * MINUTE);
    const timer = enterPage(STOPPED_TIMER, T0, true);
    expect(timer).toEqual({ expiresAt: T0 + 30 * MINUTE, warningOpen: false, expired: false });
    expect(recordActivity(timer, T0 + 10 * MINUTE).expiresAt).toBe(T0 + 40 * MINUTE);
  });

  it("opens the warning one minute before expiry, once", () => {
    const timer = enterPage(STOPPED_TIMER, T0, true);
    expect(tick(timer, T0 + 29 * MINUTE - 1)).toEqual([timer, "none"]);
    const [warned, change] = tick(timer, T0 + 29 * MINUTE);
    expect(change).toBe("warningOpened");
    expect(warned.warningOpen).toBe(true);
    expect(tick(warned, T0 + 29 * MINUTE + 1000)).toEqual([warned, "none"]);
  });

  it("closes the warning on activity and starts the full duration again", () => {
    const [warned] = tick(enterPage(STOPPED_TIMER, T0, true), T0 + 29.5 * MINUTE);
    const reset = recordActivity(warned, T0 + 29.5 * MINUTE);
    expect(reset).toEqual({ expiresAt: T0 + 59.5 * MINUTE, warningOpen: false, expired: false });
  });

  it("expires at the expiry moment and stays expired", () => {
    const timer = enterPage(STOPPED_TIMER, T0, true);
    const [expired, change] = tick(timer, T0 + 30 * MINUTE);
    expect(change).toBe("expired");
    expect(expired).toEqual({ expiresAt: null, warningOpen: false, expired: true });
    expect(tick(expired, T0 + 31 * MINUTE)).toEqual([expired, "none"]);
    expect(recordActivity(expired, T0 + 31 * MINUTE)).toBe(expired);
  });

  it("runs only on pages that enable it", () => {
    const running = enterPage(STOPPED_TIMER, T0, true);
    const stopped = enterPage(running, T0 + MINUTE, false);
    expect(stopped).toEqual(STOPPED_TIMER);
    expect(tick(stopped, T0 + 60 * MINUTE)).toEqual([stopped, "none"]);
    expect(secondsLeft(stopped, T0)).toBe(0);
  });

  it("counts down in m:ss", () => {
    const timer = enterPage(STOPPED_TIMER, T0, true);
    expect(secondsLeft(timer, T0 + 29 * MINUTE)).toBe(60);
    expect(countdownText(secondsLeft(timer, T0 + 29 * MINUTE))).toBe("1:00");
    expect(countdownText(secondsLeft(timer, T0 + 29 * MINUTE + 1))).toBe("1:00");
    expect(countdownText(secondsLeft(timer, T0 + 29 * MINUTE + 1000))).toBe("0:59");
    expect(countdownText(secondsLeft(timer, T0 + 30 * MINUTE - 9000))).toBe("0:09");
    expect(countdownText(secondsLeft(timer, T0 + 31 * MINUTE))).toBe("0:00");
  });

  it("announces the time in steps: each whole minute, then at 30 and 10 seconds", () => {
    const announced = Array.from({ length: 181 }, (_, i) => 180 - i).filter(announcesAt);
    expect(announced).toEqual([180, 120, 60, 30, 10]);
  });
});
