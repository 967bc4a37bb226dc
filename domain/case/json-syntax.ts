// A JSON file that does not parse, said the way a person finds the spot: the parser's reason with the line
// and column it stopped at, not a character offset ("at position 412"). The parser gives the offset in its
// message (or means the end, for text that stops too soon); a message with neither keeps no place.
import { positionOf, type TextPosition } from "./json-position.ts";

export interface JsonSyntaxProblem {
  /** The parser's reason, without its offset. */
  readonly reason: string;
  /** Where the parser stopped; null when its message does not say. */
  readonly position: TextPosition | null;
}

const AT_POSITION = / (?:in JSON )?at position (\d+)(?: \(line \d+ column \d+\))?/;

/** Why JSON.parse refused `text`, and where. */
export const jsonSyntaxProblem = (text: string, error: unknown): JsonSyntaxProblem => {
  if (text.trim() === "") return { reason: "the file is empty", position: null };
  const message = error instanceof Error ? error.message : String(error);
  const offset = AT_POSITION.exec(message)?.[1];
  if (offset !== undefined) return { reason: message.replace(AT_POSITION, ""), position: positionOf(text, Math.min(Number(offset), text.length)) };
  if (/^Unexpected end of JSON input/.test(message)) return { reason: "the text ends before the JSON does", position: positionOf(text, text.length) };
  return { reason: message, position: null };
};
