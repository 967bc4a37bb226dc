// The frame every field block sits in (spec section 5, "Presentation"; PATTERNS "Inputs"): a visible label
// (or a legend for a group of choices) with the required marker while the field is required, the placeholder
// text as a hint, and the field's issues with a hidden "Error:" prefix. Text fields show their first issue,
// textareas all of them. The frame names the ids the input must point to with aria-describedby.
import { type ReactNode, useContext, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import { isMarkedRequired } from "../../domain/validation/required-marker.ts";
import { ClaimSessionContext } from "../app/claim-session-context.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { VisuallyHidden } from "../layouts/chrome/visually-hidden.ts";
import { fieldErrorId, fieldInputId } from "./field-id.ts";
import { useIssueText } from "./use-issue-text.ts";

export const FieldGroup = styled.div<{ $invalid: boolean }>`
  margin: 0 0 1.5rem;
  padding: 0 0 0 ${({ $invalid }) => ($invalid ? "0.875rem" : "0")};
  border: 0;
  border-left: ${({ $invalid, theme }) => ($invalid ? `0.3rem solid ${theme.colors.error}` : "none")};
  min-width: 0;
  > label, > legend { display: block; font-weight: 700; margin-bottom: 0.25rem; padding: 0; }
`;

export const FieldHint = styled.p`
  margin: 0 0 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export const FieldMessage = styled.p`
  margin: 0 0 0.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.error};
`;

/** What an input inside the frame needs: its id, and the ids of the hint and messages that describe it. */
export interface FieldWiring {
  readonly inputId: string;
  readonly describedBy: string | undefined;
  readonly invalid: true | undefined;
}

export interface FieldFrameProps {
  readonly clientId: string;
  readonly field: FieldConfig;
  readonly issues: readonly ValidationIssue[];
  /** "first" for text-like fields, "all" for textareas (spec section 5). */
  readonly show?: "first" | "all";
  /** "label" names one input; "legend" heads a group of radios or checkboxes inside a fieldset. */
  readonly as?: "label" | "legend";
  /** Whether the placeholder is said as a hint under the label (not for selects, whose placeholder is the empty option). */
  readonly placeholderAsHint?: boolean;
  readonly children: (wiring: FieldWiring) => ReactNode;
}

const noUpdates = () => () => undefined;

/** Whether the field is required now, followed as the answers change; outside a claim session (a preview of a block), as its rules declare. */
const useRequiredNow = (clientId: string, field: FieldConfig): boolean => {
  const session = useContext(ClaimSessionContext);
  const read = () => (session === null ? isMarkedRequired(field) : session.isFieldRequiredNow(clientId, field));
  return useSyncExternalStore(session?.subscribe ?? noUpdates, read, read);
};

/** The label's text, with the required marker while the field is required given the model's answers now. */
export const FieldLabelText = ({ clientId, field }: { readonly clientId: string; readonly field: FieldConfig }) => {
  const { t } = useTranslation();
  const required = useRequiredNow(clientId, field);
  const text = t(field.label ?? field.key);
  return (
    <>
      {field.suppressLabel === true ? <VisuallyHidden>{text}</VisuallyHidden> : text}
      {required && <> {t("LocKey_Required_Marker")}</>}
    </>
  );
};

export const FieldFrame = ({ clientId, field, issues, show = "first", as = "label", placeholderAsHint = true, children }: FieldFrameProps) => {
  const { t } = useTranslation();
  const issueText = useIssueText(issues);
  const inputId = fieldInputId(clientId, field.key);
  const errorId = fieldErrorId(clientId, field.key);
  const hintId = `${inputId}-hint`;
  const shown = show === "all" ? issues : issues.slice(0, 1);
  const hint = placeholderAsHint && field.placeholder !== undefined ? t(field.placeholder) : null;
  const describedBy = [hint === null ? null : hintId, shown.length === 0 ? null : errorId].filter((id) => id !== null).join(" ");
  const wiring: FieldWiring = {
    inputId,
    describedBy: describedBy === "" ? undefined : describedBy,
    invalid: shown.length === 0 ? undefined : true
  };
  const messages = shown.length === 0 ? null : (
    <div id={errorId}>
      {shown.map((issue, index) => (
        <FieldMessage key={`${String(index)}-${issue.code}`}>
          <VisuallyHidden>{t("LocKey_Error_Prefix")} </VisuallyHidden>
          {issueText(issue)}
        </FieldMessage>
      ))}
    </div>
  );
  if (as === "legend") {
    return (
      <FieldGroup as="fieldset" $invalid={shown.length > 0} aria-describedby={wiring.describedBy}>
        <legend>
          <FieldLabelText clientId={clientId} field={field} />
        </legend>
        {hint !== null && <FieldHint id={hintId}>{hint}</FieldHint>}
        {messages}
        {children({ ...wiring, describedBy: undefined })}
      </FieldGroup>
    );
  }
  return (
    <FieldGroup $invalid={shown.length > 0}>
      <label htmlFor={inputId}>
        <FieldLabelText clientId={clientId} field={field} />
      </label>
      {hint !== null && <FieldHint id={hintId}>{hint}</FieldHint>}
      {messages}
      {children(wiring)}
    </FieldGroup>
  );
};
