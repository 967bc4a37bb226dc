// A claim's answers as the claimant reads them back (PATTERNS, "Check your answers"): one description list
// per page, headed by the page's title, each question with its answer (an option's label, Yes or No, or
// "Not provided") and, on the summary, a Change link whose hidden text names the question.
import { type MouseEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import { type AnswerGroup, answerDisplay, type ClaimAnswer } from "../../domain/forms/claim-answers.ts";
import { START_PAGE } from "../../domain/forms/page-models.ts";
import type { FormType } from "../../domain/navigation/form-type.ts";
import { VisuallyHidden } from "../layouts/chrome/visually-hidden.ts";
import { pageKeys } from "../../domain/forms/page-keys.ts";

const Group = styled.section`
  margin: 0 0 2rem;
  h3 { margin: 0 0 0.5rem; font-size: 1.25rem; }
`;

const List = styled.dl`
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr) auto;
    gap: 0.25rem 1rem;
    padding: 0.625rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 1.25rem; }
  @media (max-width: 40rem) { > div { grid-template-columns: minmax(0, 1fr); } }
`;

/** The field a Change link is about; null for a page's documents. */
export type ChangedField = { readonly clientId: string; readonly key: string } | null;

export interface AnswerListProps {
  readonly groups: readonly AnswerGroup[];
  readonly formType: FormType;
  /** Given on the summary: each answer gets a Change link that goes to its page. */
  readonly onChange?: (pagePath: string, field: ChangedField) => void;
}

const AnswerText = ({ answer }: { readonly answer: ClaimAnswer }) => {
  const { t } = useTranslation();
  const display = answerDisplay(answer);
  return <>{"key" in display ? t(display.key) : display.text}</>;
};

const ChangeLink = ({ path, question, onFollow }: { readonly path: string; readonly question: string; readonly onFollow: () => void }) => {
  const { t } = useTranslation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onFollow();
  };
  return (
    <dd>
      <a href={path} onClick={follow}>
        {t("LocKey_Summary_Change")} <VisuallyHidden>{question}</VisuallyHidden>
      </a>
    </dd>
  );
};

const PageAnswers = ({ group, formType, onChange }: { readonly group: AnswerGroup } & Omit<AnswerListProps, "groups">) => {
  const { t } = useTranslation();
  const headingId = useId();
  const documents = group.documents;
  return (
    <Group aria-labelledby={headingId}>
      <h3 id={headingId}>{t(pageKeys(formType, group.path, group.page === START_PAGE).title)}</h3>
      <List>
        {group.answers.map((answer) => (
          <div key={`${answer.clientId}-${answer.key}`}>
            <dt>{t(answer.label)}</dt>
            <dd>
              <AnswerText answer={answer} />
            </dd>
            {onChange !== undefined && (
              <ChangeLink
                path={group.path}
                question={t(answer.label)}
                onFollow={() => {
                  onChange(group.path, { clientId: answer.clientId, key: answer.key });
                }}
              />
            )}
          </div>
        ))}
        {documents !== null && (
          <div>
            <dt>{t("LocKey_Summary_Documents")}</dt>
            <dd>
              {documents.length === 0 ? (
                t("LocKey_Records_Empty")
              ) : (
                <ul>
                  {documents.map((document) => (
                    <li key={document.clientId}>{document.name}</li>
                  ))}
                </ul>
              )}
            </dd>
            {onChange !== undefined && (
              <ChangeLink
                path={group.path}
                question={t("LocKey_Summary_Documents")}
                onFollow={() => {
                  onChange(group.path, null);
                }}
              />
            )}
          </div>
        )}
      </List>
    </Group>
  );
};

export const AnswerList = ({ groups, formType, onChange }: AnswerListProps) => (
  <>
    {groups.map((group) => (
      <PageAnswers key={group.path} group={group} formType={formType} {...(onChange === undefined ? {} : { onChange })} />
    ))}
  </>
);
