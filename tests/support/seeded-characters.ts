// A repeatable source of client-id characters for tests: counts up in base 36, eight characters at a time.
import type { RandomCharacters } from "../../domain/forms/client-id.ts";

export const seededCharacters = (): RandomCharacters => {
  let next = 0;
  return (count) => {
    next += 1;
    return next.toString(36).padStart(count, "0").slice(-count);
  };
};
