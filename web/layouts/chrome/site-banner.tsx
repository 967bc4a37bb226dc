// The optional banner (spec section 1): a header and two paragraphs, centred on a background image, shown
// only while the session's banner state says so. The image's address is quoted: inlined, it holds quotes and
// parentheses, which end an unquoted url() early and with it the rest of a served page's style sheet.
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { useChromeState } from "../../app/claim-session-context.ts";
import bannerImage from "../../assets/banner-background.svg";

const Banner = styled.section`
  padding: 2.5rem 1rem;
  text-align: center;
  color: #ffffff;
  background-color: #0d2c4a;
  background-image: url("${bannerImage}");
  background-size: cover;
  background-position: center;
  h2 { margin: 0 0 0.75rem; font-size: 1.75rem; }
  p { max-width: 40rem; margin: 0.5rem auto 0; }
`;

export const SiteBanner = () => {
  const { t } = useTranslation();
  const active = useChromeState((state) => state.banner.activeBannerState);
  if (!active) return null;
  return (
    <Banner aria-labelledby="site-banner-heading">
      <h2 id="site-banner-heading">{t("LocKey_Banner_Header")}</h2>
      <p>{t("LocKey_Banner_Copy_01")}</p>
      <p>{t("LocKey_Banner_Copy_02")}</p>
    </Banner>
  );
};
