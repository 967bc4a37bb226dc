// The data summary building block (spec section 2): a header and sections of labelled values, each
// section a heading and a description list; a value's label is a localization key, and an icon beside
// it or in its place is drawn (an icon alone is named for screen readers by its accessible name).
import { type ComponentType, Fragment } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { DataSummary } from "../../domain/forms/data-summary.ts";
import type { BlockIcon } from "../../domain/forms/page-blocks.schema.ts";
import { VisuallyHidden } from "../layouts/chrome/visually-hidden.ts";

const Summary = styled.section`
  margin: 2rem 0;
  padding: 1rem 1.25rem;
  border-left: 0.3rem solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 1rem; font-size: 1.375rem; }
  h3 { margin: 1rem 0 0.5rem; font-size: 1.125rem; }
  dl { display: grid; grid-template-columns: minmax(8rem, 14rem) 1fr; gap: 0.25rem 1rem; margin: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

export interface DataSummaryProps {
  readonly summary: DataSummary;
  readonly headingId: string;
  /** Draws a value's icon; given by the page blocks, whose summaries may have icons (the Lookup's has none). */
  readonly Icon?: ComponentType<{ readonly name: BlockIcon }>;
}

export const DataSummaryBlock = ({ summary, headingId, Icon }: DataSummaryProps) => {
  const { t } = useTranslation();
  return (
    <Summary aria-labelledby={headingId}>
      <h2 id={headingId}>{t(summary.header)}</h2>
      {summary.sections.map((section, index) => (
        <div key={index}>
          <h3>{t(section.heading)}</h3>
          <dl>
            {section.values.map((item, index) => (
              <Fragment key={index}>
                <dt>
                  {item.icon !== undefined && Icon !== undefined && <Icon name={item.icon} />}
                  {item.label === undefined ? (
                    <VisuallyHidden>{t(item.accessibleName ?? "")}</VisuallyHidden>
                  ) : (
                    `${item.icon === undefined ? "" : " "}${t(item.label)}`
                  )}
                </dt>
                <dd>{item.value}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
      ))}
    </Summary>
  );
};
