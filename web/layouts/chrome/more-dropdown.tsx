// The header's dropdown (spec section 1): Check Claim Status, Upload Documents, Change My Address, as a
// disclosure button (not an ARIA menu) so it works with every screen reader; Escape or leaving it closes it.
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from "react";
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
  right: 0;
  z-index: 5;
  min-width: 14rem;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  a { display: block; padding: 0.5rem 1rem; color: ${({ theme }) => theme.colors.link}; }
`;

export const MoreDropdown = ({ links }: { readonly links: SiteLinks }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
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
      <List id={listId} hidden={!open}>
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
