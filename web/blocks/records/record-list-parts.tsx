// What the manager and the table share: the list's section with its heading, the issues of the list as a
// whole (a required list without records, a table short of rows, a draft left unsaved) shown under it, and
// the polite live region that says 'Saved' for 5 seconds.
import { type ComponentType, type ReactNode, type Ref, useId } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import type { ValidationIssue } from "../../../domain/validation/validation-issue.ts";
import type { RecordList } from "../../../application/session/record-lists.ts";
import { useClaimState } from "../../app/claim-session-context.ts";
import { VisuallyHidden } from "../../layouts/chrome/visually-hidden.ts";
import { FieldMessage } from "../field-frame.tsx";
import { useIssueText } from "../use-issue-text.ts";

const Section = styled.section<{ $invalid: boolean }>`
  margin: 2rem 0;
  padding-left: ${({ $invalid }) => ($invalid ? "0.875rem" : "0")};
  border-left: ${({ $invalid, theme }) => ($invalid ? `0.3rem solid ${theme.colors.error}` : "none")};
  h2 { margin: 0 0 1rem; font-size: 1.375rem; }
  h2:focus { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

const Notice = styled.p`
  min-height: 1.5rem;
  margin: 0 0 1rem;
  font-weight: 700;
`;

/** How a record's fields are drawn: the page's own ModelFields, handed down so the lists need not import the page. */
export type RecordFields = ComponentType<{ readonly model: FormModel }>;

/** The key part a list's texts are named by: LocKey_Records_DocumentContexts, LocKey_Records_ClaimTransactions. */
export const listKey = (list: RecordList): string => {
  const mapping = list.template.metadata.dtoMapping;
  return `LocKey_Records_${mapping.charAt(0).toUpperCase()}${mapping.slice(1)}`;
};

/** Issues about the list itself or one of its records as a whole (no field named). */
const listIssues = (issues: readonly ValidationIssue[], list: RecordList): readonly ValidationIssue[] => {
  const owners = new Set([list.template.metadataHash, ...list.drafts.map((model) => model.clientId), ...list.saved.map((model) => model.clientId)]);
  return issues.filter((found) => found.path.length === 1 && owners.has(found.path[0] ?? ""));
};

export interface RecordListSectionProps {
  readonly list: RecordList;
  readonly headingRef: Ref<HTMLHeadingElement>;
  /** Whether the 'saved' notice names one of the list's records. */
  readonly saved: boolean;
  readonly children: ReactNode;
}

export const RecordListSection = ({ list, headingRef, saved, children }: RecordListSectionProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const issues = listIssues(useClaimState((state) => state.pageIssues), list);
  const issueText = useIssueText(issues);
  return (
    <Section aria-labelledby={headingId} $invalid={issues.length > 0}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t(listKey(list))}
      </h2>
      {issues.map((found) => (
        <FieldMessage key={`${found.path.join("/")}-${found.code}`}>
          <VisuallyHidden>{t("LocKey_Error_Prefix")} </VisuallyHidden>
          {issueText(found)}
        </FieldMessage>
      ))}
      {children}
      <Notice role="status" aria-live="polite">
        {saved ? t("LocKey_Message_Saved") : ""}
      </Notice>
    </Section>
  );
};
