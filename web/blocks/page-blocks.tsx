// The blocks a case places on a page that are neither fields nor copy (spec sections 1 and 2): a list, a
// banner, feedback, a button and a data summary of the model's answers, each drawn from its configuration
// with the case's localized texts. One chunk, loaded before a later page shows, before the start page only
// when it draws such a block, and ahead once the browser is idle (page-blocks-on-demand.tsx); page-fields.tsx
// draws field blocks on the 12-column grid, copy, record lists and the captcha's notice itself.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { fieldAnswer } from "../../domain/forms/claim-answers.ts";
import type { DataSummary } from "../../domain/forms/data-summary.ts";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import type { FormModel } from "../../domain/forms/form-model.ts";
import type { PageBlock } from "../../domain/forms/page-blocks.schema.ts";
import { useClaimState } from "../app/claim-session-context.ts";
import { ExternalLink } from "../layouts/chrome/external-link.tsx";
import { VisuallyHidden } from "../layouts/chrome/visually-hidden.ts";
import { ActionButton } from "../modals/action-button.tsx";
import { BlockIcon } from "./block-icon.tsx";
import { Paragraphs } from "./copy-block.tsx";
import { DataSummaryBlock } from "./data-summary.tsx";
import { Feedback } from "./feedback.tsx";

type ButtonConfig = Extract<PageBlock, { readonly block: "button" }>;

const Banner = styled.div`
  margin: 0 0 1.5rem;
  border: 0.3rem solid ${({ theme }) => theme.colors.primary};
  > h2 { margin: 0; padding: 0.5rem 1rem; font-size: 1.125rem; color: ${({ theme }) => theme.colors.onPrimary}; background: ${({ theme }) => theme.colors.primary}; }
  > div { padding: 1rem; }
  p { margin: 0 0 0.5rem; }
  p:last-child { margin: 0; }
`;

const buttonLook = `
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
`;

const PrintButton = styled(ActionButton)`
  ${buttonLook}
`;

const LinkLook = styled.span`
  a {
    ${buttonLook}
    min-height: 2.75rem;
    padding: 0.5rem 1.25rem;
    font-weight: 700;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
    border-radius: 0.25rem;
  }
`;

/** The button's face: its icon, then its label, or what a screen reader says for the icon alone. */
const ButtonFace = ({ button }: { readonly button: ButtonConfig }) => {
  const { t } = useTranslation();
  return (
    <>
      {button.icon !== undefined && <BlockIcon name={button.icon} />}
      {button.label === undefined ? <VisuallyHidden>{t(button.accessibleName ?? "")}</VisuallyHidden> : t(button.label)}
    </>
  );
};

/**
 * Prints the page (not while the site moves to another page or a captcha challenge runs, spec section 2), or
 * goes where its href says: another site in a new tab, a path of this site (a page, or a file it serves) in
 * this tab.
 */
const ButtonBlock = ({ button }: { readonly button: ButtonConfig }) => {
  const busy = useClaimState((state) => state.navigation.isNavigating || state.captcha.challengeRunning);
  if (button.action === "print") {
    return (
      <PrintButton
        type="button"
        disabled={busy}
        onClick={() => {
          window.print();
        }}
      >
        <ButtonFace button={button} />
      </PrintButton>
    );
  }
  // The case checks give every link its href.
  if (button.href === undefined) return null;
  return (
    <LinkLook>
      {button.href.startsWith("/") ? (
        <a href={button.href}>
          <ButtonFace button={button} />
        </a>
      ) : (
        <ExternalLink href={button.href}>
          <ButtonFace button={button} />
        </ExternalLink>
      )}
    </LinkLook>
  );
};

type SummaryConfig = Extract<PageBlock, { readonly block: "dataSummary" }>;

/** The summary's answers as the claimant reads them: an option's label, Yes or No, or "Not provided". */
const SummaryOfAnswers = ({ config, model, fields, shown }: { readonly config: SummaryConfig } & Omit<ContentBlockProps, "block">) => {
  const { t } = useTranslation();
  const headingId = useId();
  const answer = (key: string): string => {
    const shown = fieldAnswer(fields.find((candidate) => candidate.key === key) ?? { key }, model.fields[key] ?? null);
    return "key" in shown ? t(shown.key) : shown.text;
  };
  const summary: DataSummary = {
    header: config.header,
    // An answer its field's dependencies or the address rule hide is no answer: it is left out, as on the summary.
    sections: config.sections
      .map((section) => ({
        heading: section.heading,
        values: section.values.filter(({ field }) => shown.has(field)).map(({ field, ...labelled }) => ({ ...labelled, value: answer(field) }))
      }))
      .filter((section) => section.values.length > 0)
  };
  return <DataSummaryBlock summary={summary} headingId={headingId} Icon={BlockIcon} />;
};

export interface ContentBlockProps {
  readonly block: PageBlock;
  readonly model: FormModel;
  readonly fields: readonly FieldConfig[];
  /** The keys of the fields shown now: those the dependencies and the address rule let through. */
  readonly shown: ReadonlySet<string>;
}

/** A block that draws no field; a field, copy or records block here draws nothing (page-fields.tsx draws it). */
export const ContentBlock = ({ block, model, fields, shown }: ContentBlockProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  switch (block.block) {
    case "list": {
      // The same text may be listed twice: items are told apart by place.
      const items = block.items.map((item, index) => <li key={index}>{t(item)}</li>);
      return block.ordered === true ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case "banner":
      return block.heading === undefined ? (
        <Banner>
          <div>
            <Paragraphs text={t(block.text)} />
          </div>
        </Banner>
      ) : (
        <Banner role="region" aria-labelledby={headingId}>
          <h2 id={headingId}>{t(block.heading)}</h2>
          <div>
            <Paragraphs text={t(block.text)} />
          </div>
        </Banner>
      );
    case "feedback":
      return (
        <Feedback tone={block.tone} announce={false} {...(block.heading === undefined ? {} : { heading: t(block.heading) })}>
          <Paragraphs text={t(block.text)} />
        </Feedback>
      );
    case "button":
      return <ButtonBlock button={block} />;
    case "dataSummary":
      return <SummaryOfAnswers config={block} model={model} fields={fields} shown={shown} />;
    default:
      return null;
  }
};
