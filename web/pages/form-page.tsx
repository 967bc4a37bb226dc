// The main form layout (spec section 2): a form wrapper whose own submit is suppressed, around the page
// view of the current page of the active form, headed by the page's localized title and introduction.
// The page's building blocks render inside it; pressing Enter in a field reaches the wrapper.
import { type ReactNode, type SyntheticEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { normalizePath } from "../../domain/navigation/routes.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { pageKeys } from "./page-keys.ts";
import { usePageTitle } from "./use-page-title.ts";

const suppressSubmit = (event: SyntheticEvent) => {
  event.preventDefault();
};

export const FormPage = ({ children }: { readonly children?: ReactNode }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const path = normalizePath(useLocation().pathname);
  const navigation = useClaimState((state) => state.navigation);
  const formType = navigation.activeForm ?? "Standard";
  const firstPage = navigation.nodes[0]?.path;
  const keys = pageKeys(formType, path, path === "/" || path === firstPage);
  usePageTitle(t(keys.title));
  return (
    <form noValidate aria-labelledby={headingId} onSubmit={suppressSubmit}>
      <h1 id={headingId}>{t(keys.title)}</h1>
      <p>{t(keys.intro)}</p>
      {children}
    </form>
  );
};
