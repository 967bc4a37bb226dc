// Work the first page can do without (fetching the code of later steps) waits until the browser is idle, so
// it never competes with what the claimant is waiting for. Browsers without requestIdleCallback wait a second.
const FALLBACK_DELAY_MS = 1000;

/** Runs `task` once the browser is idle; the returned function cancels it. */
export const whenIdle = (task: () => void): (() => void) => {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task);
    return () => {
      window.cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS);
  return () => {
    clearTimeout(timer);
  };
};
