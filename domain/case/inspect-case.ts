// Reads and checks every file of a case directory through a CaseReader and keeps what each loader found:
// the problems of all files together, and the parts that did load, for checks that go further than loading.
import type { DeadlineResponse } from "../deadlines/deadline-response.schema.ts";
import { type LoadedContent, loadContent } from "./case-content.ts";
import { loadDeadlines } from "./case-deadlines.ts";
import type { CaseProblem } from "./case-error.ts";
import type { Checked } from "./case-files.ts";
import { type LoadedForms, loadForms } from "./case-forms.ts";
import { loadMembers } from "./case-members.ts";
import type { CaseReader } from "./case-reader.ts";
import { type LoadedSite, loadSite } from "./case-site.ts";
import { loadWhitelist } from "./case-whitelist.ts";
import type { ClassMember } from "./claims-case.ts";
import { locateProblems } from "./locate-problems.ts";
import { modelConfigProblems } from "./model-config-checks.ts";
import { contentKeyProblems } from "./content-key-checks.ts";
import { referenceProblems } from "./reference-checks.ts";
import { pageBlockProblems } from "./page-block-checks.ts";
import { trackedFieldProblems } from "./tracked-fields.ts";
import { loadValidationEngine } from "../validation/validation-engine.ts";

export interface CaseInspection {
  readonly site: LoadedSite;
  readonly deadlines: Checked<DeadlineResponse>;
  /** The forms files that decoded, even when others did not. */
  readonly forms: LoadedForms;
  readonly content: LoadedContent;
  readonly members: Checked<readonly ClassMember[]>;
  readonly whitelist: Checked<string>;
  /** Every problem of every file, site.json first and the whitelist last, with its line and column: what loading refuses the case for. */
  readonly problems: readonly CaseProblem[];
}

/** Never stops at the first problem; the root must be a directory (loadCase checks that first). */
export const inspectCase = async (reader: CaseReader): Promise<CaseInspection> => {
  // Every rule and pattern of the case is judged now, by the engine that will run it.
  await loadValidationEngine();
  const [site, deadlines, loadedForms, whitelist] = await Promise.all([
    loadSite(reader),
    loadDeadlines(reader),
    loadForms(reader),
    loadWhitelist(reader)
  ]);
  const forms = loadedForms.value ?? { offered: [], placed: [] };
  const [content, members] = await Promise.all([loadContent(reader, site.cultures), loadMembers(reader, forms)]);
  const problems: readonly CaseProblem[] = await locateProblems(reader, [
    ...site.settings.problems,
    ...deadlines.problems,
    ...loadedForms.problems,
    ...modelConfigProblems(forms.placed, site.standardWithOptionalPages),
    ...referenceProblems(forms.placed),
    ...pageBlockProblems(forms.placed),
    ...trackedFieldProblems(site.settings.value?.trackedFields ?? [], forms.placed, loadedForms.problems.length === 0),
    ...content.problems,
    ...contentKeyProblems(forms.placed, site.cultures ?? Object.keys(content.loaded), content.loaded),
    ...members.problems,
    ...whitelist.problems
  ]);
  return { site, deadlines, forms, content, members, whitelist, problems };
};
