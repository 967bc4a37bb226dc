// The text building block (spec sections 2 and 5; PATTERNS "Inputs"): in the field frame (label, required
// marker, hint, first issue), an input tied to its hint and message. Editing stores the value; pressing
// Enter validates it, and leaving it validates it and tracks it when valid (spec section 7). Text the
// configuration puts before or after the input (an input group, such as "$") is drawn beside it.
import type { KeyboardEvent, ReactNode } from "react";
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

/** An input group (spec section 3): text before and after the input, such as a currency sign. */
const InputGroup = styled.div`
  display: flex;
  align-items: stretch;
  max-width: 30rem;
  > span {
    display: flex;
    align-items: center;
    padding: 0 0.625rem;
    font-weight: 700;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.text};
  }
  > span:first-child { border-right: 0; }
  > span:last-child { border-left: 0; }
  > input { min-width: 0; }
`;

const Grouped = ({ field, children }: { readonly field: FieldBlockProps["field"]; readonly children: ReactNode }) => {
  const before = field.inputGroup?.prependedText ?? "";
  const after = field.inputGroup?.appendedText ?? "";
  if (before === "" && after === "") return <>{children}</>;
  // As GOV.UK's prefixes: shown, and left out of what a screen reader says (the label names the amount).
  return (
    <InputGroup>
      {before !== "" && <span aria-hidden="true">{before}</span>}
      {children}
      {after !== "" && <span aria-hidden="true">{after}</span>}
    </InputGroup>
  );
};

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
        <Grouped field={field}>
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
        </Grouped>
      )}
    </FieldFrame>
  );
};
