// Group commit: many transactions ending at once share one flush of the log to disk. A flush covers every
// commit made before it began, so a caller that comes while one is running cannot use it: it waits for the
// next, which starts once the running one has ended and covers every caller that came meanwhile. Under load
// the number of flushes (a query and an fdatasync each) follows the disk's pace, not the number of claims.
// A failed flush fails only the callers it was for; the next caller starts a new one.

/** `flush` made shared: the returned function resolves once a flush begun after the call has ended. */
export const groupFlush = (flush: () => Promise<void>): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const started = flush().finally(() => {
      if (running === started) running = null;
    });
    running = started;
    return started;
  };
  return () => {
    if (running === null) return start();
    // Everyone who comes while a flush runs rides the one flush queued after it.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
};
