// A block of a case's page whose kind is unknown or missing, worded for the one who wrote it: the kind given,
// the nearest known one, and the kinds there are (Effect's own wording names every member of the union).
import { PAGE_BLOCK_KINDS } from "../forms/page-blocks.schema.ts";
import { suggestion } from "./name-suggestion.ts";

/** What is wrong with the block's kind; null when its kind is known (the problem is another one). */
export const unknownBlockProblem = (block: unknown): string | null => {
  const kind = typeof block === "object" && block !== null ? (block as { block?: unknown }).block : undefined;
  if (typeof kind === "string" && (PAGE_BLOCK_KINDS as readonly string[]).includes(kind)) return null;
  const kinds = PAGE_BLOCK_KINDS.join(", ");
  return typeof kind === "string"
    ? `unknown block "${kind}"${suggestion(kind, PAGE_BLOCK_KINDS)}; the blocks are ${kinds}`
    : `a block says which it is in "block": one of ${kinds}`;
};
