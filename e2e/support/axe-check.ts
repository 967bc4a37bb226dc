// The accessibility check of a rendered page: axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules.
// A violation is reported by rule, impact and the elements it found, so a failure says what to fix.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The violations axe finds on the page as it is now, one line per rule. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`
  );
};
