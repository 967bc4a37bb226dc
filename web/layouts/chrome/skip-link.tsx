// The first stop for keyboard users: a link past the header and navigation to the page's main content.
import { useTranslation } from "react-i18next";
import styled from "styled-components";

export const MAIN_CONTENT_ID = "main-content";

const Link = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.colors.focus};
  color: #000000;
  z-index: 10;
  &:focus { top: 0.5rem; }
`;

export const SkipLink = () => {
  const { t } = useTranslation();
  return <Link href={`#${MAIN_CONTENT_ID}`}>{t("LocKey_SkipToContent")}</Link>;
};
