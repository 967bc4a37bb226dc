// ftc-7-0-default (spec section 1): a government-agency-style layout, a light header with the logo, the
// project title and subtitle beside the case heading, and a dark navigation bar.
import styled from "styled-components";
import { useSiteSettings } from "../../app/site-settings-context.ts";
import { CaseHeading } from "../chrome/case-heading.tsx";
import { LanguageLinks } from "../chrome/language-links.tsx";
import { LayoutFrame } from "../chrome/layout-frame.tsx";
import { NavLinks } from "../chrome/nav-links.tsx";

const Header = styled.header`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.onHeader};
  border-bottom: 4px solid ${({ theme }) => theme.colors.primary};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 2rem;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1rem;
`;

const Project = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  img { width: 3.5rem; height: 3.5rem; }
  p { margin: 0; }
`;

const ProjectTitle = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.375rem;
  font-weight: 700;
`;

const Language = styled.div`
  margin-left: auto;
`;

export const FtcDefaultLayout = () => {
  const settings = useSiteSettings();
  return (
    <LayoutFrame
      header={
        <>
          <Header>
            <Inner>
              <Project>
                {settings.logoUrl !== undefined && <img src={settings.logoUrl} alt="" />}
                <div>
                  {settings.projectTitle !== undefined && <ProjectTitle>{settings.projectTitle}</ProjectTitle>}
                  {settings.projectSubtitle !== undefined && <p>{settings.projectSubtitle}</p>}
                </div>
              </Project>
              <CaseHeading />
              <Language>
                <LanguageLinks />
              </Language>
            </Inner>
          </Header>
          <NavLinks />
        </>
      }
    />
  );
};
