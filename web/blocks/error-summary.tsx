// The error summary after a failed Next (PATTERNS, the GOV.UK pattern): "There is a problem" with every
// issue as a link to its field, named by the field's label; it takes focus when it appears, and following a
// link moves focus to the input and brings its label into view, or goes to the page that asks for it.
import { type MouseEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { issuePlace } from "../../application/session/issue-place.ts";
import { useClaimSession, useClaimState } from "../app/claim-session-context.ts";
import { fieldInputId } from "./field-id.ts";
import { useIssueText } from "./use-issue-text.ts";

const Summary = styled.div`
  margin-bottom: 2rem;
  padding: 1rem 1.25rem;
  border: 0.3rem solid ${({ theme }) => theme.colors.error};
  h2 { margin: 0 0 0.75rem; font-size: 1.375rem; }
  ul { margin: 0; padding-left: 0; list-style: none; }
  li + li { margin-top: 0.5rem; }
  a { font-weight: 700; color: ${({ theme }) => theme.colors.error}; }
  &:focus { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

export interface ErrorSummaryProps {
  readonly issues: readonly ValidationIssue[];
  /** A message for the whole page (a refused authorization), listed first, without a link. */
  readonly pageMessage?: string | null;
}

const moveToField = (event: MouseEvent<HTMLAnchorElement>, inputId: string) => {
  const input = document.getElementById(inputId);
  if (input === null) return;
  event.preventDefault();
  // The label is scrolled into view too: some screen readers announce only the input type otherwise.
  const label = input instanceof HTMLInputElement ? input.labels?.[0] : undefined;
  if (typeof label?.scrollIntoView === "function") label.scrollIntoView({ block: "start" });
  input.focus({ preventScroll: true });
};

export const ErrorSummary = ({ issues, pageMessage = null }: ErrorSummaryProps) => {
  const { t } = useTranslation();
  const issueText = useIssueText(issues);
  const session = useClaimSession();
  const state = useClaimState((current) => current);
  const summary = useRef<HTMLDivElement>(null);
  const shown = issues.length > 0 || pageMessage !== null;
  useEffect(() => {
    if (shown) summary.current?.focus();
  }, [shown, issues, pageMessage]);
  if (!shown) return null;
  return (
    <Summary ref={summary} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t("LocKey_ErrorSummary_Header")}</h2>
      <ul>
        {pageMessage !== null && <li>{pageMessage}</li>}
        {issues.map((found) => {
          const [clientId, key] = found.path;
          const text = issueText(found);
          if (clientId === undefined || key === undefined) return <li key={`${found.path.join("/")}-${found.code}`}>{text}</li>;
          const inputId = fieldInputId(clientId, key);
          const place = issuePlace(state, found);
          // The summary's messages are the spec's own general words: the question they are about comes first.
          const named = place.label === null ? text : `${t(place.label)}: ${text}`;
          // After Submit an issue can be on another page: the link goes there, and Next comes back.
          const elsewhere = place.pagePath !== null && place.pagePath !== state.navigation.page?.path ? place.pagePath : null;
          const follow = (event: MouseEvent<HTMLAnchorElement>) => {
            if (elsewhere === null) {
              moveToField(event, inputId);
              return;
            }
            event.preventDefault();
            session.changeAnswer(elsewhere, { clientId, key }).catch((error: unknown) => {
              console.error(error);
            });
          };
          return (
            <li key={`${inputId}-${found.code}`}>
              <a href={`#${inputId}`} onClick={follow}>
                {named}
              </a>
            </li>
          );
        })}
      </ul>
    </Summary>
  );
};
