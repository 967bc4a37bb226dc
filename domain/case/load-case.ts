// Loads a case directory (docs/case-directory.md), through a CaseReader, into a ClaimsCase: every file read,
// decoded with the Schemas the site itself uses and cross-checked. Nothing is served from a case that has a problem:
// all problems found are thrown together in one CaseError, so one run of the loader shows everything to fix.
import { CaseError } from "./case-error.ts";
import type { CaseReader } from "./case-reader.ts";
import type { ClaimsCase } from "./claims-case.ts";
import { inspectCase } from "./inspect-case.ts";

export const MISSING_ROOT_PROBLEM = "does not exist or is not a directory";

/** Throws CaseError naming every problem of the directory; resolves only with a case that can be served. */
export const loadCase = async (reader: CaseReader): Promise<ClaimsCase> => {
  const root = reader.root;
  if (!(await reader.rootIsDirectory())) {
    throw new CaseError(root, [{ file: "", path: "", problem: MISSING_ROOT_PROBLEM }]);
  }
  const { site, deadlines, forms, content, members, whitelist, problems } = await inspectCase(reader);
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
    modelConfig: forms.placed.map((entry) => entry.item),
    content: cultureContent,
    members: classMembers,
    characterWhitelist: whitelistCharacters
  };
};
