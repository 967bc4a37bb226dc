// The copy block (spec section 1): a page's text from the case's content, with an optional heading; a blank
// line in the text starts a new paragraph. Drawn with the page's first render: the start page's introduction
// is one, so it costs no load of its own.
import { useTranslation } from "react-i18next";

/** A localized text, its blank-line breaks as paragraphs. */
export const Paragraphs = ({ text }: { readonly text: string }) => (
  <>
    {text.split(/\n\s*\n/).map((paragraph, index) => (
      <p key={index}>{paragraph}</p>
    ))}
  </>
);

export const CopyBlock = ({ heading, text }: { readonly heading?: string | undefined; readonly text: string }) => {
  const { t } = useTranslation();
  return (
    <>
      {heading !== undefined && <h2>{t(heading)}</h2>}
      <Paragraphs text={t(text)} />
    </>
  );
};
