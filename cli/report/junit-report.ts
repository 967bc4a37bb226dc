// The replay's report for CI systems: JUnit XML (testsuites, one testsuite, a testcase per claim file and a
// failure element for each claim that missed its expectation), the format Jenkins, GitLab and GitHub read.
import type { ReplayReport } from "../replay/run-replay.ts";

const XML_ESCAPES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

// Control characters other than tab and line breaks are not allowed in XML 1.0.
// eslint-disable-next-line no-control-regex
const escapeXml = (text: string): string => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "").replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const seconds = (millis: number): string => (millis / 1000).toFixed(3);

export const junitReport = (report: ReplayReport, timestamp: Date): string => {
  const total = report.results.reduce((sum, result) => sum + result.millis, 0);
  const cases = report.results.map((result) => {
    const name = escapeXml(result.name === null ? result.file : `${result.file} (${result.name})`);
    const open = `    <testcase classname="claims.replay.${escapeXml(result.formType ?? "unreadable")}" name="${name}" file="${escapeXml(result.file)}" time="${seconds(result.millis)}"`;
    if (result.passed) return `${open}>\n      <system-out>${escapeXml(result.happened)}</system-out>\n    </testcase>`;
    const message = escapeXml(`expected ${result.expected}`);
    return `${open}>\n      <failure message="${message}" type="ExpectationNotMet">expected: ${escapeXml(result.expected)}\nhappened: ${escapeXml(result.happened)}</failure>\n    </testcase>`;
  });
  const counts = `tests="${report.results.length}" failures="${report.failed}" errors="0" skipped="0" time="${seconds(total)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="claims replay" ${counts}>`,
    `  <testsuite name="claims replay ${escapeXml(report.api)}" ${counts} timestamp="${timestamp.toISOString()}">`,
    ...cases,
    "  </testsuite>",
    "</testsuites>",
    ""
  ].join("\n");
};
