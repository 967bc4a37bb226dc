// Properties of dependency evaluation over random pages (1,000 runs each, seed printed on failure):
// it always ends, its flags agree, and once its resets are applied the page is settled.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateDependencies } from "../../../domain/dependencies/dependency-evaluator.ts";
import type { DependencyNode } from "../../../domain/dependencies/dependency-node.ts";
import type { DependencyEvaluation } from "../../../domain/dependencies/dependency-state.ts";
import type { DependencyCondition, FieldDependencies, ScalarValue } from "../../../domain/dependencies/dependency.schema.ts";
import type { Fields } from "../../../domain/forms/field-value.ts";

const RUNS = { numRuns: 1000 };
const FIELD_KEYS = ["f0", "f1", "f2", "f3", "f4", "f5"];
const BLOCK_KEYS = ["g1", "g2", "g3"];

const scalar = fc.constantFrom<ScalarValue>(null, "", "a", "b", " A ", 0, 1, "1", true, false, "true");

const condition: fc.Arbitrary<DependencyCondition> = fc
  .tuple(
    fc.constantFrom(...FIELD_KEYS),
    fc.oneof(
      fc.constant({}),
      fc.array(scalar, { maxLength: 2 }).map((equals) => ({ equals })),
      fc.array(scalar, { maxLength: 2 }).map((notEquals) => ({ notEquals })),
      fc.boolean().map((hasValue) => ({ hasValue })),
      fc.constantFrom("^a", "1", "^$", "(?:b|true)").map((matches) => ({ matches }))
    )
  )
  .map(([field, test]) => ({ field, ...test }));

const dependencies: fc.Arbitrary<FieldDependencies | null> = fc.option(
  fc
    .record({
      first: condition,
      more: fc.array(condition, { maxLength: 2 }),
      match: fc.constantFrom("all" as const, "any" as const),
      disableInsteadOfHide: fc.boolean(),
      resetWhenFulfilled: fc.boolean(),
      resetValue: fc.option(scalar, { nil: undefined }),
      breakInheritance: fc.boolean()
    })
    .map(({ first, more, resetValue, ...options }) => ({
      conditions: [first, ...more],
      ...options,
      ...(resetValue === undefined ? {} : { resetValue })
    }))
);

const node = (key: string, own: FieldDependencies | null, children?: DependencyNode[]): DependencyNode => ({
  key,
  ...(own === null ? {} : { dependencies: own }),
  ...(children === undefined ? {} : { children })
});

/** Fields spread over the page and up to three nested blocks, each block inside the page or an earlier block. */
const page = fc
  .record({
    fieldDependencies: fc.array(dependencies, { minLength: FIELD_KEYS.length, maxLength: FIELD_KEYS.length }),
    fieldPlaces: fc.array(fc.nat(BLOCK_KEYS.length), { minLength: FIELD_KEYS.length, maxLength: FIELD_KEYS.length }),
    blockDependencies: fc.array(dependencies, { minLength: BLOCK_KEYS.length, maxLength: BLOCK_KEYS.length }),
    blockParents: fc.tuple(fc.constant(0), fc.nat(1), fc.nat(2))
  })
  .map(({ fieldDependencies, fieldPlaces, blockDependencies, blockParents }) => {
    const containers: DependencyNode[][] = [[], [], [], []];
    FIELD_KEYS.forEach((key, index) => {
      containers[fieldPlaces[index] ?? 0]?.push(node(key, fieldDependencies[index] ?? null));
    });
    for (let block = BLOCK_KEYS.length; block >= 1; block -= 1) {
      const built = node(BLOCK_KEYS[block - 1] ?? "", blockDependencies[block - 1] ?? null, containers[block]);
      containers[blockParents[block - 1] ?? 0]?.push(built);
    }
    return containers[0] ?? [];
  });

const values = fc
  .array(scalar, { minLength: FIELD_KEYS.length, maxLength: FIELD_KEYS.length })
  .map((list): Fields => Object.fromEntries(FIELD_KEYS.map((key, index) => [key, list[index] ?? null])));

const applied = (fields: Fields, evaluation: DependencyEvaluation): Fields => ({
  ...fields,
  ...Object.fromEntries(evaluation.resets.map((reset) => [reset.key, reset.value]))
});

describe("dependency evaluation on any page", () => {
  it("calls a node fulfilled exactly when it is shown and enabled", () => {
    fc.assert(
      fc.property(page, values, (tree, fields) => {
        for (const state of Object.values(evaluateDependencies(tree, { fields }).states)) {
          expect(state.fulfilled).toBe(state.visible && !state.disabled);
        }
      }),
      RUNS
    );
  });

  it("resets each field at most once, and only fields", () => {
    fc.assert(
      fc.property(page, values, (tree, fields) => {
        const keys = evaluateDependencies(tree, { fields }).resets.map((reset) => reset.key);
        expect(new Set(keys).size).toBe(keys.length);
        for (const key of keys) expect(FIELD_KEYS).toContain(key);
      }),
      RUNS
    );
  });

  it("is settled once its resets are applied: the same states again and nothing more to reset", () => {
    fc.assert(
      fc.property(page, values, values, (tree, earlier, fields) => {
        const previous = evaluateDependencies(tree, { fields: earlier }).states;
        const first = evaluateDependencies(tree, { fields }, previous);
        const again = evaluateDependencies(tree, { fields: applied(fields, first) }, first.states);
        expect(again.resets).toEqual([]);
        expect(again.states).toEqual(first.states);
      }),
      RUNS
    );
  });

  it("leaves every unfulfilled field at its reset value after a first evaluation", () => {
    fc.assert(
      fc.property(page, values, (tree, fields) => {
        const evaluation = evaluateDependencies(tree, { fields });
        const settled = applied(fields, evaluation);
        const walk = (nodes: readonly DependencyNode[]): void => {
          for (const each of nodes) {
            if (FIELD_KEYS.includes(each.key) && evaluation.states[each.key]?.fulfilled === false) {
              expect(settled[each.key]).toBe(each.dependencies?.resetValue ?? null);
            }
            walk(each.children ?? []);
          }
        };
        walk(tree);
      }),
      RUNS
    );
  });
});
