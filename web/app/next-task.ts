// Work the page does in steps gives the browser a turn between them: what waits (a tap, a paint) is handled
// before the next step runs, so no step and its neighbours add up to one long task on a phone.

/** Resolves in a later task of the page's event loop. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
