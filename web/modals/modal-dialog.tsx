// One accessible modal: a dialog over a backdrop, rendered outside the app so the app can be made inert
// while it is open (focus cannot leave it), with focus moved in on opening and given back on closing: to the
// control that had it, or, when that one is gone or was disabled meanwhile, to the page's heading.
// Escape closes it only when the caller allows (the session-timeout modal has a static backdrop).
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { focusPageHeading } from "../app/page-focus.ts";

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(0, 0, 0, 0.6);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 32rem;
  padding: 1.5rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.page};
  border-radius: 0.375rem;
  box-shadow: 0 0.5rem 2rem rgba(0, 0, 0, 0.35);
  h2 { margin-top: 0; }
`;

export interface ModalDialogProps {
  readonly role: "dialog" | "alertdialog";
  readonly labelledBy: string;
  readonly describedBy?: string;
  /** The element focused on opening: the dialog's default action. */
  readonly initialFocus: RefObject<HTMLElement | null>;
  /** Escape closes the dialog through this; without it Escape does nothing. */
  readonly onEscape?: () => void;
  readonly children: ReactNode;
}

/** The element holding the app, made inert while a dialog is open. */
export const APP_ROOT_ID = "root";

/** Dialogs can stack (an alert under the timeout warning): the app stays inert until the last one closes. */
let openDialogs = 0;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: focus never leaves the dialog. */
const keepFocusInside = (panel: HTMLElement, event: KeyboardEvent): void => {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (first === undefined || last === undefined) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
};

export const ModalDialog = ({ role, labelledBy, describedBy, initialFocus, onEscape, children }: ModalDialogProps) => {
  useLayoutEffect(() => {
    const app = document.getElementById(APP_ROOT_ID);
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs += 1;
    app?.setAttribute("inert", "");
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) app?.removeAttribute("inert");
      // Run before the dialog leaves the page: focus must be moved off it, or it falls to <body>.
      const usable = returnTo !== null && returnTo !== document.body && returnTo.isConnected && !returnTo.matches(":disabled");
      if (usable) returnTo.focus();
      if (!usable || document.activeElement !== returnTo) focusPageHeading();
    };
  }, []);
  useEffect(() => {
    initialFocus.current?.focus();
  }, [initialFocus]);
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Tab" && panel.current !== null) keepFocusInside(panel.current, event);
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onEscape?.();
  };
  return createPortal(
    <Backdrop>
      <Panel ref={panel} role={role} aria-modal="true" aria-labelledby={labelledBy} aria-describedby={describedBy} onKeyDown={onKeyDown}>
        {children}
      </Panel>
    </Backdrop>,
    document.body
  );
};
