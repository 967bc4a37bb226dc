// How claims lint prints its findings: for people, one line per finding (`file:line:column path: problem`,
// after its severity) grouped by file and a closing line with the counts; for machines, only a JSON array.
import type { LintFinding } from "./lint-finding.ts";

const where = (found: LintFinding): string => {
  const name = found.file === "" ? "(case directory)" : found.file;
  const file = found.line === undefined ? name : `${name}:${String(found.line)}:${String(found.column ?? 1)}`;
  return found.path === "" ? file : `${file} ${found.path}`;
};

const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** Grouped by file in the order files are first named; within a file, in the order found. */
const byFile = (findings: readonly LintFinding[]): readonly (readonly LintFinding[])[] => {
  const groups = new Map<string, LintFinding[]>();
  for (const found of findings) {
    const group = groups.get(found.file);
    if (group === undefined) groups.set(found.file, [found]);
    else group.push(found);
  }
  return [...groups.values()];
};

export const countOf = (findings: readonly LintFinding[], severity: LintFinding["severity"]): number =>
  findings.filter((found) => found.severity === severity).length;

export const textReport = (root: string, findings: readonly LintFinding[]): string => {
  const groups = byFile(findings).map((group) => group.map((found) => `${found.severity.padEnd(7)} ${where(found)}: ${found.problem}`).join("\n"));
  const closing = `${plural(countOf(findings, "error"), "error")}, ${plural(countOf(findings, "warning"), "warning")} in ${root}`;
  return [...groups, closing].join("\n\n") + "\n";
};

export const jsonReport = (findings: readonly LintFinding[]): string =>
  JSON.stringify(
    findings.map(({ severity, file, path, problem, line, column }) => ({ severity, file, path, ...(line === undefined ? {} : { line, column }), problem })),
    null,
    2
  ) + "\n";
