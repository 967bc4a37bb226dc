// The captcha block (spec sections 1 and 4): while the invisible captcha is on, the notice that its provider
// protects the page, with links to the provider's privacy policy and terms, which its use requires. Drawn
// with the page's first render, since the start page carries it, so it never arrives under a claimant's press.
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { CaptchaProvider } from "../../domain/captcha/captcha-provider.ts";
import type { PageBlock } from "../../domain/forms/page-blocks.schema.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { ExternalLink } from "../layouts/chrome/external-link.tsx";

type CaptchaConfig = Extract<PageBlock, { readonly block: "captcha" }>;

/** Where each provider's privacy policy and terms are, with the name it goes by. */
const CAPTCHA_PROVIDER_PAGES: Readonly<Record<CaptchaProvider, { readonly name: string; readonly privacy: string; readonly terms: string }>> = {
  hCaptcha: { name: "hCaptcha", privacy: "https://www.hcaptcha.com/privacy", terms: "https://www.hcaptcha.com/terms" },
  reCaptchaV3: { name: "reCAPTCHA", privacy: "https://policies.google.com/privacy", terms: "https://policies.google.com/terms" }
};

const CaptchaText = styled.p`
  font-size: 0.875rem;
`;

/** The invisible captcha's notice, while captcha is on: the provider that protects the page, and its policy and terms. */
export const CaptchaNotice = ({ config }: { readonly config: CaptchaConfig }) => {
  const { t } = useTranslation();
  const provider = useClaimState((state) => (state.captcha.enabled ? (state.captcha.config?.provider ?? null) : null));
  if (provider === null) return null;
  const pages = CAPTCHA_PROVIDER_PAGES[provider];
  return (
    <CaptchaText>
      {t(config.text, { provider: pages.name })} <ExternalLink href={pages.privacy}>{t(config.privacyLabel)}</ExternalLink>
      {" · "}
      <ExternalLink href={pages.terms}>{t(config.termsLabel)}</ExternalLink>
    </CaptchaText>
  );
};
