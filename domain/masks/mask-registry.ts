// Which mask a field's maskName means: an empty name (undefined, null or "") means no mask, a
// registered name its definition, and any other name is a configuration error, never silently unmasked.
import { Option } from "effect";
import { ConfigurationError } from "../errors/configuration-error.ts";
import type { MaskDefinition } from "./mask-definition.ts";
import { MASK_TYPES } from "./mask-types.ts";

export const MASK_REGISTRY: ReadonlyMap<string, MaskDefinition> = new Map(Object.entries(MASK_TYPES));

export const resolveMask = (maskName: string | null | undefined): Option.Option<MaskDefinition> => {
  if (maskName === undefined || maskName === null || maskName === "") return Option.none();
  const definition = MASK_REGISTRY.get(maskName);
  if (definition === undefined) {
    throw new ConfigurationError("unknownMaskType", `Unknown input mask type "${maskName}".`);
  }
  return Option.some(definition);
};
