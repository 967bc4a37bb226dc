// The header's dropdown (spec section 1): Check Claim Status, Upload Documents, Change My Address, as a
// disclosure button (not an ARIA menu) so it works with every screen reader; Escape or leaving it closes it.
// The toggle sits left, middle or right of the header by theme and width, so the open list is placed where it
// fits: under the toggle from its left edge, moved left as far as needed to end 1rem inside the viewport,
// never past 1rem from its left edge, and never wider than the viewport less 2rem (WCAG 1.4.10, 320 px).
import { type FocusEvent, type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styled from "styled-components";
import type { SiteLinks } from "../../../domain/site/site-links.ts";
import { ExternalLink } from "./external-link.tsx";

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: 0.25rem;
  cursor: pointer;
`;

const List = styled.ul`
  position: absolute;
  left: 0;
  z-index: 5;
  width: max-content;
  max-width: calc(100vw - 2rem);
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  a { display: block; padding: 0.5rem 1rem; color: ${({ theme }) => theme.colors.link}; }
`;

/** The viewport margin the open list keeps, in CSS px (1rem at the default font size). */
const EDGE = 16;

/**
 * Places the open list where it fits: from the toggle's left edge, moved left by what would pass the
 * viewport's right margin, but never past its left margin; again when the viewport changes size.
 */
const useFittingPlacement = (open: boolean, list: RefObject<HTMLUListElement | null>): void => {
  useLayoutEffect(() => {
    const shown = list.current;
    if (!open || shown === null) return;
    const place = () => {
      // The viewport less its scroll bar (which 100vw would count) and a margin each side.
      const room = document.documentElement.clientWidth;
      shown.style.maxWidth = `${String(room - 2 * EDGE)}px`;
      shown.style.left = "0px";
      const { left, right } = shown.getBoundingClientRect();
      shown.style.left = `${String(Math.max(EDGE - left, Math.min(0, room - EDGE - right)))}px`;
    };
    place();
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("resize", place);
    };
  }, [open, list]);
};

export const MoreDropdown = ({ links }: { readonly links: SiteLinks }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useFittingPlacement(open, list);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  // Focus moving out of the dropdown (Tab past its last link, a click elsewhere) closes it.
  const closeOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <Wrapper onKeyDown={closeOnEscape} onBlur={closeOnLeave}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={listId} onClick={() => { setOpen(!open); }}>
        {t("LocKey_Nav_More")}
      </Toggle>
      <List ref={list} id={listId} hidden={!open}>
        <li>
          <ExternalLink href={links.checkClaimStatus}>{t("LocKey_Nav_CheckClaimStatus")}</ExternalLink>
        </li>
        <li>
          <Link to={links.uploadDocuments}>{t("LocKey_Nav_UploadDocuments")}</Link>
        </li>
        <li>
          <ExternalLink href={links.changeMyAddress}>{t("LocKey_Nav_ChangeMyAddress")}</ExternalLink>
        </li>
      </List>
    </Wrapper>
  );
};
