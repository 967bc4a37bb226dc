// Input masks on a text input (spec section 5, "Input masks"): with a mask, imask runs on the input with the
// domain's own options, so typing and pasting give the mask's text, and that shown text is what the field
// stores ("(206) 555-0134", "1,234.56", "98101-1234", "01/15/2020"): the form the server's rules read.
// Without a mask the input stays a plain controlled one. It never validates. imask is loaded with the first
// masked input (./input-mask.ts); what the claimant types before it arrives is masked when it does.
import { Option } from "effect";
import { type ChangeEvent, type HTMLAttributes, type RefObject, use, useLayoutEffect, useRef } from "react";
import { resolveMask } from "../../../domain/masks/mask-registry.ts";
import { ServedWholeContext } from "../../app/served-whole-context.ts";
import type * as Masking from "./input-mask.ts";

/** The masking code, requested once by the first masked input shown. */
let masking: Promise<typeof Masking> | null = null;
const loadMasking = () =>
  (masking ??= import("./input-mask.ts").catch((error: unknown) => {
    // Not fetched (the network lost): the next masked input asks again.
    masking = null;
    throw error;
  }));

/** Fetches the masking code ahead of the first masked input, as a page does once the browser is idle. */
export const prefetchMasking = (): void => {
  // A prefetch that fails is asked again by the first masked input.
  loadMasking().catch(() => undefined);
};

/** What the input element takes: a ref for imask, or the value and change handler of a plain input. */
export interface MaskedInputProps {
  readonly ref: RefObject<HTMLInputElement | null>;
  readonly value?: string;
  readonly onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
}

/** The on-screen keyboard a mask wants: digits for digit-only patterns, a decimal pad for numbers. */
const inputModeOf = (maskName: string | null): MaskedInputProps["inputMode"] =>
  Option.match(resolveMask(maskName), {
    onNone: () => undefined,
    onSome: (definition) => {
      if (definition.kind === "number") return "decimal";
      return definition.kind === "pattern" && !/[@*]/.test(definition.pattern) ? "numeric" : undefined;
    }
  });

/**
 * The props for a text input showing `value` under the mask, calling `onEdit` with the shown text after each
 * change the claimant makes. A changed value that did not come from the input (a dependency's reset, a day
 * chosen in a date picker) is shown as it comes. Give the input `key={maskName}`: a changed mask needs a new element.
 */
export const useMaskedInput = (maskName: string | null, value: string, onEdit: (text: string) => void): MaskedInputProps => {
  const element = useRef<HTMLInputElement>(null);
  const mask = useRef<Masking.InputMask | null>(null);
  const edit = useRef(onEdit);
  const latest = useRef(value);
  // The texts the input has handed over that the value has not echoed yet: an echo arriving late, after
  // more typing, must not put the older text back.
  const sent = useRef<string[]>([]);
  // Showing a value imask did not type fires imask's accept too; that is no edit of the claimant's.
  const showing = useRef(false);
  const servedWhole = use(ServedWholeContext);
  useLayoutEffect(() => {
    edit.current = onEdit;
    latest.current = value;
  });

  const show = (target: Masking.InputMask, text: string) => {
    showing.current = true;
    try {
      target.value = text;
    } finally {
      showing.current = false;
    }
  };

  useLayoutEffect(() => {
    const input = element.current;
    if (maskName === null || input === null) return undefined;
    // Until imask arrives the input is a plain one showing the value, and what the claimant types in it is
    // stored as typed; when imask arrives that text goes through the mask and is stored as the mask shows it.
    // An input of a page served whole may hold what was typed before the site took the page over: that is
    // stored as typed (and marked as served, so it is not told again; app/early-edits.ts).
    let typed = false;
    if (servedWhole && input.value !== input.defaultValue) {
      typed = true;
      input.defaultValue = input.value;
      edit.current(input.value);
    } else input.value = latest.current;
    const typedBeforeMask = () => {
      typed = true;
      edit.current(input.value);
    };
    input.addEventListener("input", typedBeforeMask);
    let detach = () => {
      input.removeEventListener("input", typedBeforeMask);
    };
    let gone = false;
    loadMasking().then(({ IMask, imaskOptions }) => {
      if (gone) return;
      detach();
      const text = typed ? input.value : latest.current;
      const created: Masking.InputMask = IMask(input, Option.getOrThrow(imaskOptions(maskName)));
      show(created, text);
      if (typed && created.value !== text) {
        sent.current.push(created.value);
        edit.current(created.value);
      }
      created.on("accept", () => {
        if (showing.current) return;
        sent.current.push(created.value);
        edit.current(created.value);
      });
      // imask reads what an input event changed from the selection it saw at the last keydown. A change
      // without a keydown (a selection made by mouse then pasted from the menu, a browser's autofill) would
      // be misread: the selection is taken again just before the change, and a change without even a
      // beforeinput replaces the whole text.
      let announced = false;
      const beforeChange = () => {
        announced = true;
        created._saveSelection();
      };
      const change = () => {
        if (!announced) created._selection = { start: 0, end: created.displayValue.length };
        announced = false;
      };
      input.addEventListener("beforeinput", beforeChange);
      input.addEventListener("input", change, { capture: true });
      mask.current = created;
      detach = () => {
        input.removeEventListener("beforeinput", beforeChange);
        input.removeEventListener("input", change, { capture: true });
        created.destroy();
        mask.current = null;
        sent.current = [];
      };
    }, (error: unknown) => {
      // Without its mask the input stays a plain one, storing what is typed; a later showing masks it.
      console.error(error);
    });
    return () => {
      gone = true;
      detach();
    };
  }, [maskName, servedWhole]);

  useLayoutEffect(() => {
    const current = mask.current;
    if (current === null) return;
    const echoed = sent.current.indexOf(value);
    if (echoed >= 0) {
      sent.current.splice(0, echoed + 1);
      return;
    }
    if (current.value !== value) show(current, value);
  }, [value]);

  if (maskName !== null) return { ref: element, inputMode: inputModeOf(maskName) };
  return {
    ref: element,
    value,
    onChange: (event) => {
      onEdit(event.target.value);
    }
  };
};
