// Lints a case directory through a CaseReader: every problem the server's loader finds, then the checks
// that go further (file-field conditions, ambiguous masks, pages passed by, passed deadlines, no members), over
// whatever parts of the case did load, each with the line and column it sits at. Never stops at the first
// finding.
import type { Instant } from "@js-joda/core";
import type { CaseReader } from "../../domain/case/case-reader.ts";
import { type CaseInspection, inspectCase } from "../../domain/case/inspect-case.ts";
import { locateProblems } from "../../domain/case/locate-problems.ts";
import { fileFieldConditionFindings } from "./file-field-conditions.ts";
import { type LintFinding, fromCaseProblem } from "./lint-finding.ts";
import { maskConflictFindings } from "./mask-conflicts.ts";
import { missingMemberFindings } from "./missing-members.ts";
import { pastDeadlineFindings } from "./past-deadlines.ts";
import { skippedPageFindings } from "./skipped-pages.ts";

export type LintOutcome =
  | { readonly kind: "noCase" }
  | { readonly kind: "linted"; readonly findings: readonly LintFinding[] };

const furtherFindings = (inspection: CaseInspection, now: Instant): readonly LintFinding[] => {
  const placed = inspection.forms.placed;
  const site = inspection.site.settings.value;
  const deadlines = inspection.deadlines.value;
  return [
    ...fileFieldConditionFindings(placed),
    ...maskConflictFindings(placed),
    ...(site === null ? [] : skippedPageFindings(placed, site)),
    ...(deadlines === null ? [] : pastDeadlineFindings(deadlines, now)),
    ...missingMemberFindings(inspection.members.value)
  ];
};

export const lintCase = async (reader: CaseReader, now: Instant): Promise<LintOutcome> => {
  if (!(await reader.rootIsDirectory())) return { kind: "noCase" };
  const inspection = await inspectCase(reader);
  // The loader's problems come located; the further findings are located the same way.
  return { kind: "linted", findings: [...inspection.problems.map(fromCaseProblem), ...(await locateProblems(reader, furtherFindings(inspection, now)))] };
};
