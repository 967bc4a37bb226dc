// Evaluates a page's dependencies (spec section 4): per node whether it is fulfilled, shown or disabled and
// which mask it uses, and which field values to reset. Pure: it returns the resets and never applies them.
import { ConfigurationError } from "../errors/configuration-error.ts";
import type { Fields } from "../forms/field-value.ts";
import { conditionMet } from "./condition-check.ts";
import { dependencyMask } from "./dependency-mask.ts";
import type { DependencyNode } from "./dependency-node.ts";
import type { ScalarValue } from "./dependency.schema.ts";
import type { DependencyEvaluation, DependencyReset, DependencyStates } from "./dependency-state.ts";
import { type DependencyValues, conditionValue } from "./dependency-values.ts";

interface Inherited {
  readonly visible: boolean;
  readonly disabled: boolean;
}

interface Outcome extends Inherited {
  readonly node: DependencyNode;
  readonly fulfilled: boolean;
  readonly metConditionMasks: readonly (string | undefined)[];
}

const checkNode = (node: DependencyNode, seen: Set<string>): void => {
  if (node.control === "file" && node.dependencies !== undefined) {
    throw new ConfigurationError("fileFieldDependency", `Dependencies on a file field unsupported (field "${node.key}").`);
  }
  // One key twice would give two states under one name, and two reset values could undo each other forever.
  if (seen.has(node.key)) {
    throw new ConfigurationError("duplicateDependencyKey", `The key "${node.key}" appears more than once on the page.`);
  }
  seen.add(node.key);
};

const ownConditions = (node: DependencyNode, values: DependencyValues) => {
  const dependencies = node.dependencies;
  if (dependencies === undefined) return { met: true, metConditionMasks: [] };
  const results = dependencies.conditions.map((condition) => ({
    met: conditionMet(condition, conditionValue(values, condition), node.key),
    maskName: condition.maskName
  }));
  const met = dependencies.match === "any" ? results.some((result) => result.met) : results.every((result) => result.met);
  return { met, metConditionMasks: results.filter((result) => result.met).map((result) => result.maskName) };
};

const walk = (
  nodes: readonly DependencyNode[],
  enclosing: Inherited | null,
  values: DependencyValues,
  seen: Set<string>,
  outcomes: Outcome[]
): void => {
  for (const node of nodes) {
    checkNode(node, seen);
    const own = ownConditions(node, values);
    const disablesInstead = node.dependencies?.disableInsteadOfHide === true;
    const inherited = node.dependencies?.breakInheritance === true ? null : enclosing;
    const visible = (own.met || disablesInstead) && (inherited?.visible ?? true);
    const disabled = (!own.met && disablesInstead) || (inherited?.disabled ?? false);
    outcomes.push({ node, visible, disabled, fulfilled: visible && !disabled, metConditionMasks: own.metConditionMasks });
    walk(node.children ?? [], { visible, disabled }, values, seen, outcomes);
  }
};

const outcomesOf = (tree: readonly DependencyNode[], values: DependencyValues): readonly Outcome[] => {
  const outcomes: Outcome[] = [];
  walk(tree, null, values, new Set(), outcomes);
  return outcomes;
};

/** Without a previous state a node counts as having been fulfilled, so a first evaluation resets what starts unmet. */
const resetsDue = (outcomes: readonly Outcome[], fields: Fields, previous: DependencyStates | undefined): DependencyReset[] =>
  outcomes.flatMap(({ node, fulfilled }) => {
    if (!Object.hasOwn(fields, node.key)) return [];
    const target: ScalarValue = node.dependencies?.resetValue ?? null;
    const wasFulfilled = previous?.[node.key]?.fulfilled ?? true;
    const becameUnmet = wasFulfilled && !fulfilled;
    const becameMet = !wasFulfilled && fulfilled && node.dependencies?.resetWhenFulfilled === true;
    return (becameUnmet || becameMet) && !Object.is(fields[node.key], target) ? [{ key: node.key, value: target }] : [];
  });

const statesOf = (outcomes: readonly Outcome[]): DependencyStates =>
  Object.fromEntries(
    outcomes.map(({ node, fulfilled, visible, disabled, metConditionMasks }) => [
      node.key,
      { fulfilled, visible, disabled, maskName: dependencyMask(node.key, node.maskName, metConditionMasks) }
    ])
  );

/**
 * A reset can unmeet another field's conditions (B emptied hides C, which depends on B having a value), so
 * evaluation repeats on the reset values until nothing more is due. It ends: a field is only ever reset to
 * its one target, and never again once there.
 */
const settle = (
  tree: readonly DependencyNode[],
  values: DependencyValues,
  previous: DependencyStates | undefined,
  resets: readonly DependencyReset[]
): DependencyEvaluation => {
  const outcomes = outcomesOf(tree, values);
  const due = resetsDue(outcomes, values.fields, previous);
  if (due.length === 0) return { states: statesOf(outcomes), resets };
  const fields = { ...values.fields, ...Object.fromEntries(due.map((reset) => [reset.key, reset.value])) };
  return settle(tree, { ...values, fields }, previous, [...resets, ...due]);
};

/**
 * Inheritance: a node takes on the state of the block it sits in unless it sets breakInheritance. A hidden
 * block hides everything inside it, a disabled block disables it; a node both hidden and disabled is not shown.
 * Only nodes whose key is a field of values.fields are reset, each with its own resetValue (null by default):
 * when it becomes unfulfilled against previous (the states of the last evaluation of the same page), and
 * with resetWhenFulfilled when it becomes fulfilled.
 */
export const evaluateDependencies = (
  tree: readonly DependencyNode[],
  values: DependencyValues,
  previous?: DependencyStates
): DependencyEvaluation => settle(tree, values, previous, []);
