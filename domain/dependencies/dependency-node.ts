// The shape the dependency evaluator walks: a page's blocks and fields as a tree. A field config is
// already a node; a group block is a node with children, whose state its children inherit.
import type { FieldControl } from "../forms/field-config.schema.ts";
import type { FieldDependencies } from "./dependency.schema.ts";

export interface DependencyNode {
  /** A field key of the evaluated model, or the name of a block; unique within the tree. */
  readonly key: string;
  readonly control?: FieldControl;
  /** The node's own input mask, used unless a met condition names another. */
  readonly maskName?: string;
  readonly dependencies?: FieldDependencies;
  readonly children?: readonly DependencyNode[];
}
