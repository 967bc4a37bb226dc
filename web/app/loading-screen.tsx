// What shows while start-up and the first page load: the centred spinner, labelled once content is in.
import { useTranslation } from "react-i18next";
import { CentredSpinner } from "../layouts/chrome/centred-spinner.tsx";

const LOADING_KEY = "LocKey_Loading";

export const LoadingScreen = () => {
  const { t, i18n } = useTranslation();
  return <CentredSpinner label={i18n.exists(LOADING_KEY) ? t(LOADING_KEY) : ""} />;
};
