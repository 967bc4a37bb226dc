// Work the claimant's next pages need but a page's first moments do not (the validation engine and the date
// code, which take a phone's main thread for a sixth of a second as they run) waits for the claimant's first
// press, key or entry (a browser's autofill enters without a key) on the page: never while the page is being
// taken over, and long before a press of Next comes back.
const ACTS = ["pointerdown", "keydown", "input"] as const;

/** Runs `task` once, at the claimant's first press, key or entry; the returned function cancels it. */
export const whenClaimantActs = (task: () => void): (() => void) => {
  const stop = (): void => {
    for (const act of ACTS) window.removeEventListener(act, run, { capture: true });
  };
  function run(): void {
    stop();
    task();
  }
  for (const act of ACTS) window.addEventListener(act, run, { capture: true, passive: true });
  return stop;
};
