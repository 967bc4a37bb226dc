// What dependency evaluation says about each node of a page, and which field values it resets. Hidden
// and disabled are separate flags: a node can be both (a disabling rule inside a hidden group), and then it is not shown.
import type { ScalarValue } from "./dependency.schema.ts";

export interface DependencyState {
  /** Its own conditions are met, and those of every block it inherits from. */
  readonly fulfilled: boolean;
  /** No unmet dependency hides it, its own or an inherited one. */
  readonly visible: boolean;
  /** An unmet dependency with disableInsteadOfHide applies to it, its own or an inherited one. */
  readonly disabled: boolean;
  /** The mask to apply: a met condition's override, else the node's own; null for none. */
  readonly maskName: string | null;
}

export type DependencyStates = Readonly<Record<string, DependencyState>>;

export interface DependencyReset {
  readonly key: string;
  readonly value: ScalarValue;
}

export interface DependencyEvaluation {
  readonly states: DependencyStates;
  /** Field values to set, each field at most once; none for a value already at its target. */
  readonly resets: readonly DependencyReset[];
}
