// Runs a number of tasks with at most a given number in flight, for the replay of claim files and the
// rehearsal's claimants alike.

/** Runs the tasks with at most `limit` in flight, keeping their order in the results. */
export const pooled = async <A>(count: number, limit: number, task: (index: number) => Promise<A>): Promise<readonly A[]> => {
  const results: A[] = new Array<A>(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, count)) }, worker));
  return results;
};
