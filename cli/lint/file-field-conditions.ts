// Dependency conditions that read a file field: a file field holds a file list, which no condition
// (equals, notEquals, matches) can compare, so such a dependency never works as written. Always an error.
import type { PlacedItem } from "../../domain/case/case-forms.ts";
import type { DependencyCondition } from "../../domain/dependencies/dependency.schema.ts";
import { placedFields } from "./field-paths.ts";
import { type LintFinding, finding } from "./lint-finding.ts";

/** The items a condition reads from: its own, or those of its form with the dtoMapping it names. */
const itemsRead = (placed: readonly PlacedItem[], entry: PlacedItem, condition: DependencyCondition): readonly PlacedItem[] =>
  condition.model === undefined
    ? [entry]
    : placed.filter((other) => other.formType === entry.formType && other.item.metadata.dtoMapping === condition.model);

export const fileFieldConditionFindings = (placed: readonly PlacedItem[]): readonly LintFinding[] =>
  placedFields(placed).flatMap(({ entry, field, path }) =>
    (field.dependencies?.conditions ?? []).flatMap((condition, position) => {
      const read = itemsRead(placed, entry, condition).some((item) =>
        item.item.fields.some((other) => other.key === condition.field && other.control === "file")
      );
      if (!read) return [];
      const problem = `field "${field.key}" depends on "${condition.field}", a file field: dependencies on a file field are unsupported`;
      return [finding("error", entry.file, `${path}.dependencies.conditions[${position}].field`, problem)];
    })
  );
