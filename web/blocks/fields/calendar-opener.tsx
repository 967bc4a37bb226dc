// What both date blocks (date-field.tsx for one day, date-list-field.tsx for a list) do around the calendar
// they open: the button's look, the line said while the calendar's code arrives, today from the session's
// clock asked as the calendar opens, and its closing on a press outside it and, when the picker says so, on
// a scroll of the page the claimant makes (focus back on the button). A list scrolled inside the page does
// not count, nor does a scroll nobody asked for: a screen reader or the browser bringing the focused day
// into view scrolls the page too, and must not close the calendar under the claimant reading it.
import { type RefObject, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { type CalendarDay, pickerToday } from "../../../domain/forms/date-picker.ts";
import { useClaimSession } from "../../app/claim-session-context.ts";

/** The button that opens a calendar, and the list's other buttons beside it. */
export const OpenButton = styled.button`
  min-height: 2.75rem;
  padding: 0.375rem 0.75rem;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.page};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 0.25rem;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.colors.muted}; border-color: ${({ theme }) => theme.colors.muted}; cursor: default; }
`;

const Loading = styled.p`
  position: absolute;
  z-index: 10;
  top: 100%;
  margin: 0.5rem 0 0;
  padding: 0.5rem;
  background: ${({ theme }) => theme.colors.page};
`;

/** Said while the calendar's code arrives. */
export const PopupLoading = () => {
  const { t } = useTranslation();
  return <Loading role="status">{t("LocKey_Loading")}</Loading>;
};

/** Today in Los Angeles from the session's clock, asked each time the calendar is shown; null until known. */
export const useCalendarToday = (shown: boolean): CalendarDay | null => {
  const session = useClaimSession();
  const [today, setToday] = useState<CalendarDay | null>(null);
  useEffect(() => {
    if (!shown) return undefined;
    let current = true;
    void session.now().then((now) => {
      if (current) setToday(pickerToday(now));
    });
    return () => {
      current = false;
    };
  }, [shown, session]);
  return today;
};

/** How long after a wheel turn, a touch move or a scroll key a scroll of the page counts as the claimant's. */
const GESTURE_MS = 1000;

/** The keys that scroll the page when nothing else takes them. */
const SCROLL_KEYS: ReadonlySet<string> = new Set(["PageUp", "PageDown", "Home", "End", " ", "ArrowUp", "ArrowDown"]);

/**
 * While the calendar is shown: a press outside `container` hides it, leaving focus where the press put it;
 * with `closeOnScroll`, a scroll of the page the claimant made (a wheel, a touch, a scroll key the calendar
 * did not take, just before) hides it and puts focus back on `button`.
 */
export const useCalendarClosing = (
  shown: boolean,
  closeOnScroll: boolean,
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  hide: () => void
): void => {
  useEffect(() => {
    if (!shown || !closeOnScroll) return undefined;
    let gestureAt = Number.NEGATIVE_INFINITY;
    const gesture = () => {
      gestureAt = performance.now();
    };
    // A key the calendar keeps for itself (its arrows and page keys) is cancelled there; any other scroll key
    // scrolls the page, wherever focus is.
    const scrollKey = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && SCROLL_KEYS.has(event.key)) gesture();
    };
    const closeOnPageScroll = (event: Event) => {
      if (![window, document, document.documentElement, document.body].includes(event.target as never)) return;
      if (performance.now() - gestureAt > GESTURE_MS) return;
      hide();
      button.current?.focus({ preventScroll: true });
    };
    const passive = { capture: true, passive: true };
    window.addEventListener("wheel", gesture, passive);
    window.addEventListener("touchmove", gesture, passive);
    window.addEventListener("keydown", scrollKey);
    window.addEventListener("scroll", closeOnPageScroll, passive);
    return () => {
      window.removeEventListener("wheel", gesture, { capture: true });
      window.removeEventListener("touchmove", gesture, { capture: true });
      window.removeEventListener("keydown", scrollKey);
      window.removeEventListener("scroll", closeOnPageScroll, { capture: true });
    };
  }, [shown, closeOnScroll, button, hide]);

  useEffect(() => {
    if (!shown) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || container.current?.contains(event.target) !== true) hide();
    };
    document.addEventListener("mousedown", closeOutside);
    return () => {
      document.removeEventListener("mousedown", closeOutside);
    };
  }, [shown, container, hide]);
};

export interface CalendarButtonProps {
  readonly ref: RefObject<HTMLButtonElement | null>;
  /** What the button says, and (with the field's label) its name and the calendar's. */
  readonly text: string;
  readonly name: string;
  readonly shown: boolean;
  readonly disabled: boolean;
  readonly popupId: string;
  /** Fetches the calendar's code as the pointer or focus reaches the button, ahead of the press. */
  readonly preload: () => void;
  readonly onToggle: () => void;
}

/** The button that opens and closes a field's calendar, naming the dialog it controls while it is open. */
export const CalendarButton = ({ ref, text, name, shown, disabled, popupId, preload, onToggle }: CalendarButtonProps) => (
  <OpenButton
    ref={ref}
    type="button"
    disabled={disabled}
    aria-haspopup="dialog"
    aria-label={name}
    aria-expanded={shown}
    aria-controls={shown ? popupId : undefined}
    onPointerEnter={preload}
    onFocus={preload}
    onClick={onToggle}
  >
    {text}
  </OpenButton>
);
