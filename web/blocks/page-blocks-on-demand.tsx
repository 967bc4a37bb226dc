// The page blocks that are neither fields nor copy (page-blocks.tsx), loaded apart from the start page's
// code: a start page that draws none goes without banners, buttons, icons and data summaries.
// Fetched ahead once the browser is idle (prefetch-next-steps.ts), and loaded before a page that draws one
// is let through (form-page-parts.ts, and loadStartPageBlocks for a form's first page), so it shows whole.
import type { ModelConfigItem } from "../../domain/forms/model-config.schema.ts";
import type { PageBlock } from "../../domain/forms/page-blocks.schema.ts";
import { startPageItems } from "../../domain/forms/page-models.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { loadParts, onDemand } from "../app/on-demand.tsx";
import type { ContentBlockProps } from "./page-blocks.tsx";

const loadPageBlocks = () => import("./page-blocks.tsx");
/** The name the blocks are loaded ahead by (pages/form-page-parts.ts). */
export const PAGE_BLOCKS_PART = "page blocks";

export const ContentBlock = onDemand<ContentBlockProps>(PAGE_BLOCKS_PART, () => loadPageBlocks().then((module) => module.ContentBlock));

/** Fetches the blocks' code ahead of the first page that draws one. */
export const prefetchPageBlocks = (): void => {
  // A prefetch that fails is asked again by the first page with such a block.
  loadPageBlocks().catch(() => undefined);
};

/** The blocks this part draws; page-fields.tsx draws the others with the page. */
export const drawnOnDemand = (block: PageBlock): boolean =>
  block.block === "list" || block.block === "banner" || block.block === "feedback" || block.block === "button" || block.block === "dataSummary";

/**
 * Before a form's first page shows, the blocks' code it draws, if any: the start page is let through before
 * the parts later pages wait for (form-page-parts.ts), and a banner or button arriving after it would move
 * Start under the claimant's press.
 */
export const loadStartPageBlocks = async (config: readonly ModelConfigItem[], formType: FormType): Promise<void> => {
  if (startPageItems(config, formType).some((item) => (item.blocks ?? []).some(drawnOnDemand))) await loadParts([PAGE_BLOCKS_PART]);
};
