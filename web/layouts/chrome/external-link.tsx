// A link off this site: opens in a new tab (spec section 1) without giving the new page a handle on
// this one, and says so to screen readers.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { VisuallyHidden } from "./visually-hidden.ts";

export interface ExternalLinkProps {
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string;
}

export const ExternalLink = ({ href, children, className }: ExternalLinkProps) => {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <VisuallyHidden> {t("LocKey_Nav_OpensInNewTab")}</VisuallyHidden>
    </a>
  );
};
