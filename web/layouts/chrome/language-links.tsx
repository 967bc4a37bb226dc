// The language link (spec section 1): back to English whenever another language is active, and to each
// other enabled language from English. A link keeps the page and its query, changing only the culture.
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import styled from "styled-components";
import { CULTURE_PARAMETER, DEFAULT_CULTURE } from "../../../domain/culture/culture.ts";
import { useChromeState } from "../../app/claim-session-context.ts";

const List = styled.ul`
  display: flex;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a { color: inherit; }
`;

export const LanguageLinks = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const culture = useChromeState((state) => state.culture);
  const cultures = useChromeState((state) => state.cultures);
  const targets = culture === DEFAULT_CULTURE ? Object.keys(cultures).filter((code) => code !== DEFAULT_CULTURE) : [DEFAULT_CULTURE];
  if (targets.length === 0) return null;
  const addressFor = (code: string): string => {
    const query = new URLSearchParams(location.search);
    query.set(CULTURE_PARAMETER, code);
    return `${location.pathname}?${query.toString()}`;
  };
  return (
    <nav aria-label={t("LocKey_Nav_Language")}>
      <List>
        {targets.map((code) => (
          <li key={code}>
            <Link to={addressFor(code)} lang={code} hrefLang={code}>
              {code === DEFAULT_CULTURE ? t("LocKey_Nav_English") : (cultures[code] ?? code)}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
};
