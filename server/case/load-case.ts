// Loads a case directory (docs/case-directory.md) into a ClaimsCase: every file read, decoded with the
// Schemas the site itself uses and cross-checked. Nothing is served from a case that has a problem: all
// problems found are thrown together in one CaseError, so one run of the loader shows everything to fix.
import { resolve } from "node:path";
import { type CaseProblem, CaseError } from "./case-error.ts";
import { loadContent } from "./case-content.ts";
import { loadDeadlines } from "./case-deadlines.ts";
import { isDirectory } from "./case-files.ts";
import { loadForms } from "./case-forms.ts";
import { loadMembers } from "./case-members.ts";
import { loadSite } from "./case-site.ts";
import { loadWhitelist } from "./case-whitelist.ts";
import type { ClaimsCase } from "./claims-case.ts";
import { modelConfigProblems } from "./model-config-checks.ts";

/** Throws CaseError naming every problem of the directory; resolves only with a case that can be served. */
export const loadCase = async (dir: string): Promise<ClaimsCase> => {
  const root = resolve(dir);
  if (!(await isDirectory(root))) {
    throw new CaseError(root, [{ file: "", path: "", problem: "does not exist or is not a directory" }]);
  }
  const [site, deadlines, forms, whitelist] = await Promise.all([loadSite(root), loadDeadlines(root), loadForms(root), loadWhitelist(root)]);
  const loadedForms = forms.value ?? { offered: [], placed: [] };
  const [content, members] = await Promise.all([loadContent(root, site.cultures), loadMembers(root, loadedForms)]);
  const problems: readonly CaseProblem[] = [
    ...site.settings.problems,
    ...deadlines.problems,
    ...forms.problems,
    ...modelConfigProblems(loadedForms.placed, site.standardWithOptionalPages),
    ...content.problems,
    ...members.problems,
    ...whitelist.problems
  ];
  const [settings, deadlineResponse, cultureContent, classMembers, whitelistCharacters] = [
    site.settings.value,
    deadlines.value,
    content.value,
    members.value,
    whitelist.value
  ];
  // A value is null only with a problem beside it; both are checked so no half-loaded case can escape.
  if (
    problems.length > 0 ||
    settings === null ||
    deadlineResponse === null ||
    cultureContent === null ||
    classMembers === null ||
    whitelistCharacters === null
  ) {
    throw new CaseError(root, problems);
  }
  return {
    dir: root,
    site: settings,
    deadlines: deadlineResponse,
    modelConfig: loadedForms.placed.map((entry) => entry.item),
    content: cultureContent,
    members: classMembers,
    characterWhitelist: whitelistCharacters
  };
};
