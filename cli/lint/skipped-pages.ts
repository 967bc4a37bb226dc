// Models placed on a page of their form's sequence that the case switches off: an optional page
// (payment-election, supporting-documents) site.json's optionalPages does not list is passed by, so no
// claimant sees its models. A warning: switching the page off is deliberate, the models are only stale.
import type { PlacedItem } from "../../domain/case/case-forms.ts";
import type { SiteSettings } from "../../domain/case/site-settings.schema.ts";
import { modelMetadata } from "../../domain/forms/model-factory.ts";
import { isOnPage, pageKey } from "../../domain/forms/page-models.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../domain/navigation/navigation-sequences.ts";
import { type LintFinding, finding } from "./lint-finding.ts";

interface Page {
  readonly key: string;
  readonly path: string;
  readonly reached: boolean;
}

const pagesOf = (entry: PlacedItem, site: SiteSettings): readonly Page[] => {
  const nodes = sequenceFor(DEFAULT_SEQUENCES, entry.formType, { standardWithOptionalPages: site.standardWithOptionalPages });
  const first = nodes[0]?.path ?? "";
  const context = { optionalPages: new Set(site.optionalPages), models: null };
  return nodes.map((node) => ({ key: pageKey(node.path, first), path: node.path, reached: !node.skip(context) }));
};

/** Pages that are no page of the form at all are the loader's finding; this looks only at pages passed by. */
export const skippedPageFindings = (placed: readonly PlacedItem[], site: SiteSettings): readonly LintFinding[] =>
  placed.flatMap((entry) => {
    const metadata = modelMetadata(entry.item.metadata);
    const page = pagesOf(entry, site).find((candidate) => isOnPage(metadata, entry.formType, candidate.key));
    if (page === undefined || page.reached) return [];
    const problem =
      `the ${entry.formType} form passes page "${page.key}" (${page.path}) by, since site.json optionalPages does not list it, ` +
      "so no claimant sees this model";
    return [finding("warning", entry.file, `[${entry.index}].metadata.page`, problem)];
  });
