// The text building block (spec sections 2 and 5; PATTERNS "Inputs"): a visible label with the required
// marker, the placeholder as a hint, and once the field has issues the first one beside it with a hidden
// "Error:" prefix, tied to the input by aria-describedby with aria-invalid set. Editing stores the value;
// leaving the field (or pressing Enter) validates it.
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import styled from "styled-components";
import type { FieldConfig } from "../../domain/forms/field-config.schema.ts";
import type { FieldValue } from "../../domain/forms/field-value.ts";
import { isMarkedRequired } from "../../domain/validation/required-marker.ts";
import type { ValidationIssue } from "../../domain/validation/validation-issue.ts";
import { useClaimSession } from "../app/claim-session-context.ts";
import { VisuallyHidden } from "../layouts/chrome/visually-hidden.ts";
import { fieldErrorId, fieldInputId } from "./field-id.ts";
import { useIssueText } from "./use-issue-text.ts";

const Group = styled.div<{ $invalid: boolean }>`
  margin-bottom: 1.5rem;
  padding-left: ${({ $invalid }) => ($invalid ? "0.875rem" : "0")};
  border-left: ${({ $invalid, theme }) => ($invalid ? `0.3rem solid ${theme.colors.error}` : "none")};
  label { display: block; font-weight: 700; margin-bottom: 0.25rem; }
`;

const Hint = styled.p`
  margin: 0 0 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Message = styled.p`
  margin: 0 0 0.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.error};
`;

const Input = styled.input`
  width: 100%;
  max-width: 30rem;
  min-height: 2.75rem;
  padding: 0.375rem 0.5rem;
  font: inherit;
  border: 2px solid ${({ theme }) => theme.colors.text};
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.error}; }
`;

export interface TextFieldProps {
  readonly clientId: string;
  readonly field: FieldConfig;
  readonly value: FieldValue;
  readonly issues: readonly ValidationIssue[];
}

const asText = (value: FieldValue): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

export const TextField = ({ clientId, field, value, issues }: TextFieldProps) => {
  const { t } = useTranslation();
  const session = useClaimSession();
  const issueText = useIssueText();
  const inputId = fieldInputId(clientId, field.key);
  const errorId = fieldErrorId(clientId, field.key);
  const hintId = `${inputId}-hint`;
  const [first] = issues;
  const describedBy = [field.placeholder === undefined ? null : hintId, first === undefined ? null : errorId].filter((id) => id !== null).join(" ");
  const validate = () => void session.validateField(clientId, field.key);
  const validateOnEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter") validate();
  };
  return (
    <Group $invalid={first !== undefined}>
      <label htmlFor={inputId}>
        {field.suppressLabel === true ? <VisuallyHidden>{t(field.label ?? field.key)}</VisuallyHidden> : t(field.label ?? field.key)}
        {isMarkedRequired(field) && <> {t("LocKey_Required_Marker")}</>}
      </label>
      {field.placeholder !== undefined && <Hint id={hintId}>{t(field.placeholder)}</Hint>}
      {first !== undefined && (
        <Message id={errorId}>
          <VisuallyHidden>{t("LocKey_Error_Prefix")} </VisuallyHidden>
          {issueText(first)}
        </Message>
      )}
      <Input
        id={inputId}
        name={field.key}
        type="text"
        value={asText(value)}
        aria-invalid={first === undefined ? undefined : true}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onChange={(event) => void session.editField(clientId, field.key, event.target.value)}
        onBlur={validate}
        onKeyDown={validateOnEnter}
      />
    </Group>
  );
};
