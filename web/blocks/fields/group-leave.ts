// When a group of choices (radios, or radios with a text box) counts as left, so it validates (spec section
// 5, on blur): when focus goes somewhere outside it, not between its own controls. A press of the pointer
// inside the group may blur it first (Firefox and Safari move focus off the radio when a label is pressed);
// validating then would put the error above the options while the button is down, so the release lands on
// the moved text and the choice is lost. The group is judged once the press is over, after its click.
import { type FocusEvent, useRef } from "react";

export interface GroupLeaveHandlers {
  readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
  readonly onPointerDown: () => void;
}

/** Handlers for the group's element: `leave` runs when focus has left it, after any press inside it ends. */
export const useGroupLeave = (leave: () => void): GroupLeaveHandlers => {
  const group = useRef<HTMLElement | null>(null);
  const pressing = useRef(false);
  const leftWhilePressing = useRef(false);
  return {
    onPointerDown: () => {
      pressing.current = true;
      const released = (): void => {
        window.removeEventListener("pointerup", released, true);
        window.removeEventListener("pointercancel", released, true);
        // After the click that follows the release has chosen an option.
        setTimeout(() => {
          pressing.current = false;
          const inside = group.current !== null && group.current.contains(document.activeElement);
          if (leftWhilePressing.current && !inside) leave();
          leftWhilePressing.current = false;
        }, 0);
      };
      window.addEventListener("pointerup", released, true);
      window.addEventListener("pointercancel", released, true);
    },
    onBlur: (event) => {
      group.current = event.currentTarget;
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      if (pressing.current) {
        leftWhilePressing.current = true;
        return;
      }
      leave();
    }
  };
};
