// The imask options that apply a mask definition, so the domain's pipes and the React input
// (react-imask) use the very same settings. Each call returns fresh objects the caller may change.
import type { MaskedNumberOptions, MaskedPatternOptions, MaskedRegExpOptions } from "imask";
import { Option } from "effect";
import type { MaskDefinition } from "./mask-definition.ts";
import { resolveMask } from "./mask-registry.ts";
import { MASK_TOKENS } from "./mask-tokens.ts";
import { SeparatorPaddedPattern } from "./separator-padded-pattern.ts";

/** A padding pattern is handed over as a model instance: imask builds each input and pipe a copy of it. */
export type ImaskOptions = MaskedPatternOptions | { readonly mask: SeparatorPaddedPattern } | MaskedNumberOptions | MaskedRegExpOptions;

/** Stored numbers use a point whatever the display, so the radix is fixed. */
const RADIX = ".";

export const toImaskOptions = (definition: MaskDefinition): ImaskOptions => {
  switch (definition.kind) {
    case "pattern": {
      const options = { mask: definition.pattern, definitions: { ...MASK_TOKENS }, eager: definition.eager };
      return definition.padOnSeparator ? { mask: new SeparatorPaddedPattern(options) } : options;
    }
    case "number":
      return {
        mask: Number,
        scale: definition.scale,
        radix: RADIX,
        thousandsSeparator: definition.thousandsSeparator,
        ...(definition.unsigned ? { min: 0 } : {})
      };
    case "characterSet":
      return { mask: definition.allowed };
  }
};

/** None when the field has no mask; throws like resolveMask for an unknown name. */
export const imaskOptions = (maskName: string | null | undefined): Option.Option<ImaskOptions> =>
  Option.map(resolveMask(maskName), toImaskOptions);
