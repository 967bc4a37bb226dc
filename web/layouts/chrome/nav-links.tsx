// The header's navigation links (spec section 1): Home, Important Documents, File a Claim, FAQ, Contact
// Us, and Key Dates in the layout that offers it; links off this site open in a new tab.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styled from "styled-components";
import { siteLinks } from "../../../domain/site/site-links.ts";
import { useSiteSettings } from "../../app/site-settings-context.ts";
import { ExternalLink } from "./external-link.tsx";
import { MoreDropdown } from "./more-dropdown.tsx";

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.navBackground};
  color: ${({ theme }) => theme.colors.onNav};
`;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1.25rem;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  list-style: none;
  > li > a { display: inline-block; padding: 0.5rem 0; color: ${({ theme }) => theme.colors.onNav}; }
`;

export const NavLinks = ({ withKeyDates = false }: { readonly withKeyDates?: boolean }) => {
  const { t } = useTranslation();
  const links = siteLinks(useSiteSettings().siteBaseUrl);
  return (
    <Nav aria-label={t("LocKey_Nav_Main")}>
      <Row>
        <li>
          <ExternalLink href={links.home}>{t("LocKey_Nav_Home")}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.importantDocuments}>{t("LocKey_Nav_ImportantDocuments")}</ExternalLink>
        </li>
        <li>
          <Link to={links.fileAClaim}>{t("LocKey_Nav_FileAClaim")}</Link>
        </li>
        <li>
          <ExternalLink href={links.faq}>{t("LocKey_Nav_Faq")}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.contactUs}>{t("LocKey_Nav_ContactUs")}</ExternalLink>
        </li>
        {withKeyDates && (
          <li>
            <ExternalLink href={links.keyDates}>{t("LocKey_Nav_KeyDates")}</ExternalLink>
          </li>
        )}
        <li>
          <MoreDropdown links={links} />
        </li>
      </Row>
    </Nav>
  );
};
