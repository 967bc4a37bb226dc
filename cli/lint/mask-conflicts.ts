// Two conditions of one field that set different input masks and can be met at once: the site refuses to
// pick one (dependency-mask.ts throws) the moment a claimant gives such a value. Proven with a value meeting
// both: an error; a pattern the few tried values cannot settle: a warning, to check by hand.
import type { PlacedItem } from "../../domain/case/case-forms.ts";
import { conditionMet } from "../../domain/dependencies/condition-check.ts";
import type { DependencyCondition, ScalarValue } from "../../domain/dependencies/dependency.schema.ts";
import { placedFields } from "./field-paths.ts";
import { type LintFinding, finding } from "./lint-finding.ts";

type Overlap = { readonly kind: "proven"; readonly how: string } | { readonly kind: "unsettled" } | { readonly kind: "none" };

/** A value no condition names, standing for "anything else". */
const ANOTHER_VALUE = "\u0000another value";

const metBy = (condition: DependencyCondition, value: ScalarValue, fieldKey: string): boolean => {
  try {
    return conditionMet(condition, value, fieldKey);
  } catch {
    // A pattern that does not compile is the loader's finding; it meets nothing here.
    return false;
  }
};

const candidates = (first: DependencyCondition, second: DependencyCondition): readonly ScalarValue[] => [
  ...(first.equals ?? []),
  ...(second.equals ?? []),
  ...(first.notEquals ?? []),
  ...(second.notEquals ?? []),
  null,
  "",
  true,
  false,
  0,
  ANOTHER_VALUE
];

const describe = (value: ScalarValue): string => (value === ANOTHER_VALUE ? "any other value" : JSON.stringify(value));

const overlap = (first: DependencyCondition, second: DependencyCondition, fieldKey: string): Overlap => {
  if (first.field !== second.field || first.model !== second.model) {
    return { kind: "proven", how: `they read different fields ("${first.field}" and "${second.field}")` };
  }
  const both = candidates(first, second).find((value) => metBy(first, value, fieldKey) && metBy(second, value, fieldKey));
  if (both !== undefined) return { kind: "proven", how: `"${first.field}" is ${describe(both)}` };
  return first.matches !== undefined || second.matches !== undefined ? { kind: "unsettled" } : { kind: "none" };
};

const masked = (conditions: readonly DependencyCondition[]) =>
  conditions.flatMap((condition, position) =>
    condition.maskName === undefined || condition.maskName === "" ? [] : [{ condition, position, mask: condition.maskName }]
  );

export const maskConflictFindings = (placed: readonly PlacedItem[]): readonly LintFinding[] =>
  placedFields(placed).flatMap(({ entry, field, path }) => {
    const withMasks = masked(field.dependencies?.conditions ?? []);
    return withMasks.flatMap((later, index) =>
      withMasks.slice(0, index).flatMap((earlier) => {
        if (earlier.mask === later.mask) return [];
        const found = overlap(earlier.condition, later.condition, field.key);
        if (found.kind === "none") return [];
        const pair = `conditions[${earlier.position}] (mask "${earlier.mask}") and conditions[${later.position}] (mask "${later.mask}")`;
        const at = `${path}.dependencies.conditions[${later.position}].maskName`;
        return found.kind === "proven"
          ? [finding("error", entry.file, at, `field "${field.key}": ${pair} are both met when ${found.how}, so its input mask is ambiguous`)]
          : [finding("warning", entry.file, at, `field "${field.key}": ${pair} may both be met (a pattern decides); check that they exclude each other`)];
      })
    );
  });
