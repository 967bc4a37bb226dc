// jnd-9-0-kontent (spec section 1): a branded layout with a top bar (the administrator's phone and the language link)
// in the header above the case heading, and a navbar that also offers Key Dates.
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useSiteSettings } from "../../app/site-settings-context.ts";
import { CaseHeading } from "../chrome/case-heading.tsx";
import { LanguageLinks } from "../chrome/language-links.tsx";
import { LayoutFrame } from "../chrome/layout-frame.tsx";
import { NavLinks } from "../chrome/nav-links.tsx";

const TopBar = styled.div`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.onHeader};
  font-size: 0.9375rem;
`;

const TopBarInner = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0.375rem 1rem;
  p { margin: 0; }
  a { color: inherit; }
`;

const Masthead = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderInner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1.25rem 1rem;
`;

export const JndKontentLayout = () => {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <LayoutFrame
      header={
        <>
          <header>
            <TopBar>
            <TopBarInner>
              <p>
                {t("LocKey_Footer_Phone")}: <a href={`tel:${settings.contact.phone.replace(/[^0-9+]/g, "")}`}>{settings.contact.phone}</a>
              </p>
              <LanguageLinks />
            </TopBarInner>
            </TopBar>
            <Masthead>
              <HeaderInner>
                <CaseHeading />
              </HeaderInner>
            </Masthead>
          </header>
          <NavLinks withKeyDates />
        </>
      }
    />
  );
};
