// The session's one-second ticker on a fake clock, every other timer real, and a wait that still polls.
// Testing Library's waitFor polls on setInterval, which is faked here, so it looks again only when the DOM
// changes: a focus moved with no change to the DOM (a dialog's button focused a task after it was drawn) was
// seen only when the machine was quick enough for the first look. `eventually` looks again on real time.
import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

const LOOK_EVERY_MS = 20;
const GIVE_UP_AFTER_MS = 5000;

/** Fakes setInterval alone for each test of the file: the ticker's clock is the test's, start-up keeps real time. */
export const fakeTickerOnly = (): void => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
};

/** Runs the assertion until it holds, letting React's updates finish between looks; its last failure after five seconds. */
export const eventually = async (assertion: () => void, timeoutMs = GIVE_UP_AFTER_MS): Promise<void> => {
  const giveUpAt = performance.now() + timeoutMs;
  for (;;) {
    try {
      assertion();
      return;
    } catch (error) {
      if (performance.now() >= giveUpAt) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    });
  }
};
