// "Did you mean": the known name nearest a misspelt one (field keys, models, pages, validation codes), offered
// only when it is close enough to be the likely intent, so a typo is mended in one reading of the message.

/** Edit distance, for "did you mean": small inputs only (field keys). */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
};

/** ` (did you mean "mailingCountry"?)` when a known name is within a third of the name's length; else "". */
export const suggestion = (name: string, known: readonly string[]): string => {
  const nearest = known
    .map((candidate) => ({ candidate, far: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.far - b.far)[0];
  return nearest !== undefined && nearest.far <= Math.max(1, Math.floor(name.length / 3)) ? ` (did you mean "${nearest.candidate}"?)` : "";
};
