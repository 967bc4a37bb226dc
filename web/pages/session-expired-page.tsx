// /session-expired (spec section 2): shown when authorization is missing or the session timed out, with
// a way back to the start page of the form named in the query, in the culture named there.
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CULTURE_PARAMETER } from "../../domain/culture/culture.ts";
import { firstPageOf } from "../../domain/navigation/form-type.ts";
import { MessagePage } from "./message-page.tsx";

export const SessionExpiredPage = () => {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const culture = query.get(CULTURE_PARAMETER);
  const start = firstPageOf(query.get("form"));
  const to = culture === null ? start : `${start}?${CULTURE_PARAMETER}=${encodeURIComponent(culture)}`;
  return (
    <MessagePage
      headingKey="LocKey_SessionExpired_Header"
      bodyKey="LocKey_SessionExpired_Body"
      action={
        <p>
          <Link to={to}>{t("LocKey_SessionExpired_Restart")}</Link>
        </p>
      }
    />
  );
};
