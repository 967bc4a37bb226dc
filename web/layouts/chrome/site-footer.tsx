// The footer of every layout (spec section 1): the contact details, and the copyright line with the
// current year and the privacy-policy link.
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useSiteSettings } from "../../app/site-settings-context.ts";
import { ContactDetails } from "./contact-details.tsx";
import { ExternalLink } from "./external-link.tsx";

const Footer = styled.footer`
  margin-top: 3rem;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;

const Heading = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1.25rem;
`;

const Copyright = styled.p`
  margin: 1.5rem 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const SiteFooter = () => {
  const { t } = useTranslation();
  const { privacyPolicyUrl } = useSiteSettings();
  return (
    <Footer>
      <Inner>
        <Heading>{t("LocKey_Footer_ContactHeader")}</Heading>
        <ContactDetails />
        {/* The year a page served whole was drawn in may have ended (or not begun, by the claimant's clock) by
            the time the browser takes the page over: the served text stands until the footer draws again. */}
        <Copyright suppressHydrationWarning>
          {t("LocKey_Footer_Copyright", { year: new Date().getFullYear() })}{" "}
          <ExternalLink href={privacyPolicyUrl}>{t("LocKey_Footer_PrivacyPolicy")}</ExternalLink>
        </Copyright>
      </Inner>
    </Footer>
  );
};
