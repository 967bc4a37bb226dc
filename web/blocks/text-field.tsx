// The text building block (spec sections 2 and 5; PATTERNS "Inputs"): in the field frame (label, required
// marker, hint, first issue), an input tied to its hint and message. Editing stores the value; pressing
// Enter validates it, and leaving it validates it and tracks it when valid (spec section 7).
import type { KeyboardEvent } from "react";
import styled from "styled-components";
import { useClaimSession } from "../app/claim-session-context.ts";
import { autocompleteFor } from "./autocomplete.ts";
import { asText, type FieldBlockProps } from "./field-block-props.ts";
import { FieldFrame } from "./field-frame.tsx";
import { useMaskedInput } from "./fields/masked-input.tsx";

export const TextInput = styled.input`
  width: 100%;
  max-width: 30rem;
  min-height: 2.75rem;
  padding: 0.375rem 0.5rem;
  font: inherit;
  border: 2px solid ${({ theme }) => theme.colors.text};
  &[aria-invalid="true"] { border-color: ${({ theme }) => theme.colors.error}; }
  &:disabled { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.muted}; }
`;

export const TextField = ({ clientId, field, value, issues, disabled, maskName }: FieldBlockProps) => {
  const session = useClaimSession();
  const input = useMaskedInput(maskName, asText(value), (text) => void session.editField(clientId, field.key, text));
  const validate = () => void session.validateField(clientId, field.key);
  const validateOnEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter") validate();
  };
  return (
    <FieldFrame clientId={clientId} field={field} issues={issues}>
      {(wiring) => (
        <TextInput
          key={maskName ?? ""}
          {...input}
          id={wiring.inputId}
          name={field.key}
          type="text"
          autoComplete={autocompleteFor(field.key)}
          disabled={disabled}
          aria-invalid={wiring.invalid}
          aria-describedby={wiring.describedBy}
          onBlur={() => void session.leaveField(clientId, field.key)}
          onKeyDown={validateOnEnter}
        />
      )}
    </FieldFrame>
  );
};
