// Applying a field's mask without an input element: the text the input shows for a value, and the
// value behind a shown text. Pure functions; a field without a mask passes text through unchanged.
import IMask from "imask";
import { Option } from "effect";
import type { MaskDefinition } from "./mask-definition.ts";
import { toImaskOptions } from "./imask-options.ts";
import { resolveMask } from "./mask-registry.ts";

interface Pipes {
  readonly format: (text: string) => string;
  readonly unmask: (text: string) => string;
}

const cache = new WeakMap<MaskDefinition, Pipes>();

const pipesFor = (definition: MaskDefinition): Pipes => {
  const cached = cache.get(definition);
  if (cached !== undefined) return cached;
  const options = toImaskOptions(definition);
  const typed = IMask.createPipe(options, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.MASKED);
  const unmasked = IMask.createPipe(options, IMask.PIPE_TYPE.MASKED, IMask.PIPE_TYPE.UNMASKED);
  // Shown text is rebuilt from the accepted characters alone, typed in as the input would take them: a
  // rejected character never leaves punctuation behind ("000c" shows as "(000", like "000"), and eager
  // punctuation appears just as it does in the input ("12" shows as "12/" for a date).
  const pipes: Pipes = { format: (text) => typed(unmasked(text)), unmask: unmasked };
  cache.set(definition, pipes);
  return pipes;
};

/** The raw value as the masked input shows it: "1234567890" becomes "(123) 456-7890" as a USA phone number. */
export const formatForDisplay = (maskName: string | null | undefined, raw: string): string =>
  Option.match(resolveMask(maskName), { onNone: () => raw, onSome: (definition) => pipesFor(definition).format(raw) });

/** The value behind a shown text, without the mask's punctuation: "12345-6789" becomes "123456789" as a ZIP code. */
export const unmask = (maskName: string | null | undefined, display: string): string =>
  Option.match(resolveMask(maskName), { onNone: () => display, onSome: (definition) => pipesFor(definition).unmask(display) });
