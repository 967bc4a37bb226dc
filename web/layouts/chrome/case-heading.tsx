// The header's text (spec section 1): the claims administrator's title, the case name and the case number.
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useSiteSettings } from "../../app/site-settings-context.ts";

const Title = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
  font-family: ${({ theme }) => theme.fonts.heading};
`;

const Case = styled.p`
  margin: 0.25rem 0 0;
`;

export const CaseHeading = () => {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  return (
    <div>
      <Title>{settings.claimsAdminTitle}</Title>
      <Case>{settings.caseName}</Case>
      <Case>{t("LocKey_Header_CaseNumber", { caseNumber: settings.caseNumber })}</Case>
    </div>
  );
};
