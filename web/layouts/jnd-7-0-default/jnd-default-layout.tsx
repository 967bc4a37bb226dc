// jnd-7-0-default (spec section 1): the default claims-admin layout, a coloured header with the case
// heading and the language link above the navigation bar.
import styled from "styled-components";
import { CaseHeading } from "../chrome/case-heading.tsx";
import { LanguageLinks } from "../chrome/language-links.tsx";
import { LayoutFrame } from "../chrome/layout-frame.tsx";
import { NavLinks } from "../chrome/nav-links.tsx";

const Header = styled.header`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.onHeader};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 1rem;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1.25rem 1rem;
`;

export const JndDefaultLayout = () => (
  <LayoutFrame
    header={
      <>
        <Header>
          <Inner>
            <CaseHeading />
            <LanguageLinks />
          </Inner>
        </Header>
        <NavLinks />
      </>
    }
  />
);
