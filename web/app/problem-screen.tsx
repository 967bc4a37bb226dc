// The screen for an error the site cannot recover from (a configuration or programming error of spec
// section 8): the localized error page text, and the error's own message for the administrator.
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { usePageTitle } from "../pages/use-page-title.ts";

const Screen = styled.main`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 0 1rem;
  code { display: block; padding: 0.75rem; white-space: pre-wrap; background: ${({ theme }) => theme.colors.surface}; }
`;

export interface ProblemScreenProps {
  readonly error: Error;
  /** Inside the layout's main region the screen is not a main region of its own. */
  readonly inLayout?: boolean;
}

export const ProblemScreen = ({ error, inLayout = false }: ProblemScreenProps) => {
  const { t } = useTranslation();
  usePageTitle(t("LocKey_ErrorPage_Header"));
  return (
    <Screen as={inLayout ? "div" : "main"}>
      <h1>{t("LocKey_ErrorPage_Header")}</h1>
      <p>{t("LocKey_ErrorPage_Body")}</p>
      <p>
        <code>{error.message}</code>
      </p>
    </Screen>
  );
};
