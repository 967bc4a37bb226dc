// Which input mask a field uses: the mask named by its met conditions, else its own. Two met
// conditions naming different masks is a configuration error, never settled by order.
import { ConfigurationError } from "../errors/configuration-error.ts";

/** An empty mask name, like an absent one, overrides nothing. */
export const dependencyMask = (
  fieldKey: string,
  ownMask: string | undefined,
  metConditionMasks: readonly (string | undefined)[]
): string | null => {
  const overrides = [...new Set(metConditionMasks.filter((name): name is string => name !== undefined && name !== ""))];
  const [first, second] = overrides;
  if (first !== undefined && second !== undefined) {
    throw new ConfigurationError(
      "conflictingDependencyMasks",
      `The fulfilled dependencies of field "${fieldKey}" give different input masks: "${first}" and "${second}".`
    );
  }
  return first ?? (ownMask === undefined || ownMask === "" ? null : ownMask);
};
