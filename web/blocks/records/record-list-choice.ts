// Which of the page's record lists a place on the page draws: the one a records block names there, or, after
// the page's models, every list no block has placed.
import type { RecordFields } from "./record-list-parts.tsx";

export interface PageRecordsProps {
  /** Draws the records' fields (the page's ModelFields). */
  readonly Fields: RecordFields;
  /** The metadataHash of the one list a records block draws here. */
  readonly only?: string;
  /** The lists records blocks draw elsewhere on the page. */
  readonly except?: ReadonlySet<string>;
}

export const drawsList = ({ only, except }: Omit<PageRecordsProps, "Fields">, metadataHash: string): boolean =>
  only === undefined ? except?.has(metadataHash) !== true : only === metadataHash;
