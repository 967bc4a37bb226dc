// How a choice (a radio or a checkbox with its label after it) looks: a box of at least 24 by 24 CSS
// pixels (PATTERNS "Inputs") with its label beside it, the label part of the target.
import styled from "styled-components";

export const ChoiceList = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

export const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  > input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    min-width: 24px;
    min-height: 24px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  > input[aria-invalid="true"] { outline: 2px solid ${({ theme }) => theme.colors.error}; outline-offset: 1px; }
  > input:disabled, > input:disabled + label { cursor: not-allowed; color: ${({ theme }) => theme.colors.muted}; }
  > label { min-height: 24px; padding-top: 0.125rem; cursor: pointer; }
`;
