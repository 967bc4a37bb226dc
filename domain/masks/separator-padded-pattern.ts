// An imask pattern mask that applies the separator padding rule (separator-padding.ts) to what the claimant
// types or pastes, so "3/15/2019" shows as "03/15/2019" in the input and through the pipes alike. It never
// pads while imask re-appends text after the cursor, so an edit in the middle or a Backspace stays as typed.
import { ChangeDetails, MaskedPattern, type AppendFlags, type TailDetails } from "imask";
import { padPartOnSeparator } from "./separator-padding.ts";

export class SeparatorPaddedPattern extends MaskedPattern {
  override _appendChar(ch: string, flags: AppendFlags = {}, checkTail?: TailDetails): ChangeDetails {
    const typedAtEnd = flags.input === true && flags.tail !== true && (checkTail === undefined || checkTail.toString() === "");
    const shown = this.displayValue;
    const padded = typedAtEnd ? padPartOnSeparator(this.mask, shown, ch) : null;
    if (padded === null) return super._appendChar(ch, flags, checkTail);
    const before = this.state;
    this.reset();
    for (const char of padded) super._appendChar(char, flags);
    if (this.displayValue !== padded) {
      this.state = before;
      return super._appendChar(ch, flags, checkTail);
    }
    // The zeros went in before the part, the separator after it: the cursor lands after the separator.
    return new ChangeDetails({ inserted: ch, rawInserted: ch, tailShift: padded.length - shown.length - ch.length });
  }
}
