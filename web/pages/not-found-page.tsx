// /page-not-found (spec section 2): every unmatched address ends here, with a way back to the start page.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MessagePage } from "./message-page.tsx";

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return <MessagePage headingKey="LocKey_NotFound_Header" bodyKey="LocKey_NotFound_Body" action={<p><Link to="/">{t("LocKey_Nav_FileAClaim")}</Link></p>} />;
};
