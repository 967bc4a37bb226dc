// Parsers for command-line option values: each refuses a bad value with one line naming the option and
// what it takes, which commander prints before exiting non-zero.
import { InvalidArgumentError } from "commander";

export const wholeNumber =
  (minimum: number) =>
  (value: string): number => {
    const parsed = Number(value);
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(parsed) || parsed < minimum) {
      throw new InvalidArgumentError(`"${value}" is not a whole number of at least ${minimum}.`);
    }
    return parsed;
  };

export const httpAddress = (value: string): string => {
  const parsed = URL.canParse(value) ? new URL(value) : null;
  if (parsed === null || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    throw new InvalidArgumentError(`"${value}" is not an http(s) address such as http://127.0.0.1:8080.`);
  }
  return value.replace(/\/+$/, "");
};

export const oneOf =
  <const T extends string>(choices: readonly T[]) =>
  (value: string): T => {
    const found = choices.find((choice) => choice === value);
    if (found === undefined) throw new InvalidArgumentError(`"${value}" is not one of ${choices.join(", ")}.`);
    return found;
  };

/** A regular expression, as --grep takes it (the command's own user's pattern, matched against names and paths). */
export const pattern = (value: string): RegExp => {
  try {
    return new RegExp(value);
  } catch (error) {
    throw new InvalidArgumentError(`"${value}" is not a regular expression (${error instanceof Error ? error.message : String(error)}).`);
  }
};
