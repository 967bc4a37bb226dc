// The pages of a form a claimant passes on the way to submit, for the case's settings: the same domain
// function the site validates before sending, so only these are validated again here.
import type { ModelSet } from "../../../domain/forms/form-model.ts";
import type { FormType } from "../../../domain/navigation/form-type.ts";
import { pagesBeforeSubmit } from "../../../domain/navigation/pages-before-submit.ts";
import type { SiteSettings } from "../../../domain/case/site-settings.schema.ts";

export const visitedPages = (site: SiteSettings, formType: FormType, models: ModelSet): readonly string[] =>
  pagesBeforeSubmit(formType, { standardWithOptionalPages: site.standardWithOptionalPages }, { optionalPages: new Set(site.optionalPages), models });
