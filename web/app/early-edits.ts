// What a claimant typed, ticked, chose or pressed in a page served whole before the site took it over.
// React takes such a page over keeping what the controls hold, but not telling the page's state of it, so
// the next render would put the old values back. Each such edit is replayed once, as the browser would
// have reported it: the control's value set back to what was served (React's record of it), then to what
// the claimant gave, and the input, change or click event sent, so the field's own handler stores it.
// Then the button pressed meanwhile, which the page's own script kept (server/site/early-press.ts), is
// pressed again, with the answers in place.
import { EARLY_PRESS_GLOBAL, type EarlyPress } from "../../domain/api/prerendered-page.ts";

/** Sets the value underneath React's own record of it, as typing does. */
const setTyped = (control: HTMLInputElement | HTMLTextAreaElement, typed: string): void => {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, typed);
};

const CHECKABLE = new Set(["checkbox", "radio"]);

/** An edit found in the page: replaying it gives the control the claimant's value again and tells its handler. */
type Replay = () => void;

/** The control's edit, or null when it holds what was served. */
const editOf = (control: Element): Replay | null => {
  if (control instanceof HTMLSelectElement) {
    const chosen = control.value;
    if (control.selectedOptions[0]?.defaultSelected !== false) return null;
    return () => {
      control.value = chosen;
      control.dispatchEvent(new Event("change", { bubbles: true }));
    };
  }
  if (control instanceof HTMLInputElement && CHECKABLE.has(control.type)) {
    const given = control.checked;
    // A radio left unchosen is told by the one chosen in its group.
    if (given === control.defaultChecked || (control.type === "radio" && !given)) return null;
    return () => {
      control.checked = !given;
      control.click();
    };
  }
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) || control.type === "file") return null;
  const typed = control.value;
  const served = control.defaultValue;
  if (typed === served) return null;
  return () => {
    control.value = served;
    setTyped(control, typed);
    control.dispatchEvent(new Event("input", { bubbles: true }));
  };
};

/**
 * Replays the edits made in `form` before the takeover. All are read first: telling one field may draw the
 * form again, with the state's values in the fields not told yet.
 */
export const replayEarlyEdits = (form: HTMLFormElement): void => {
  const edits = [...form.querySelectorAll("input, textarea, select")].flatMap((control) => editOf(control) ?? []);
  for (const replay of edits) replay();
};

const isEarlyPress = (value: unknown): value is EarlyPress => typeof value === "object" && value !== null && "open" in value && "pressed" in value;

/** Presses are the site's from now on; gives the button pressed before, when it is still in the page. */
export const openToPresses = (): HTMLElement | null => {
  const early: unknown = (window as unknown as Readonly<Record<string, unknown>>)[EARLY_PRESS_GLOBAL];
  if (!isEarlyPress(early)) return null;
  early.open = true;
  const { pressed } = early;
  early.pressed = null;
  return pressed instanceof HTMLElement && pressed.isConnected ? pressed : null;
};

let replayed = false;

/**
 * Replays the early edits and the early press of the form taken over, once for the page: forms drawn later
 * hold what their state says (a masked input's shown text aside, which must not be sent again).
 */
export const replayTakenOver = (form: HTMLFormElement): void => {
  if (replayed) return;
  replayed = true;
  // Taken first: the edits told next are the site's own, which must not drop the press as the claimant's would.
  const pressed = openToPresses();
  replayEarlyEdits(form);
  pressed?.click();
};

/**
 * On a page taken over that has no form (a page the guard sent a fresh visit to, served whole): presses are
 * the site's from now on, and the one made before (the header's More) is carried out, once for the page.
 */
export const replayTakenOverPress = (): void => {
  if (replayed) return;
  replayed = true;
  openToPresses()?.click();
};
