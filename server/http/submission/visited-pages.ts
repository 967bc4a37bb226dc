// The pages of a form a claimant passes on the way to submit, as the site's navigation walks them: the
// form's sequence for the case's settings, less the pages its skip-checks pass by and the confirmation.
// Only these pages were validated in the browser, so only these are validated again here.
import { isConfirmationPage } from "../../../domain/deadlines/deadline-names.ts";
import type { ModelSet } from "../../../domain/forms/form-model.ts";
import { pageKey } from "../../../domain/forms/page-models.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../../domain/navigation/navigation-sequences.ts";
import type { SiteSettings } from "../../case/site-settings.schema.ts";

export const visitedPages = (site: SiteSettings, formType: FormType, models: ModelSet): readonly string[] => {
  const nodes = sequenceFor(DEFAULT_SEQUENCES, formType, { standardWithOptionalPages: site.standardWithOptionalPages });
  const firstPage = nodes[0]?.path ?? "";
  const context = { optionalPages: new Set(site.optionalPages), models };
  return nodes.filter((node) => !isConfirmationPage(node.path) && !node.skip(context)).map((node) => pageKey(node.path, firstPage));
};
