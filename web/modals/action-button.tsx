// The modals' buttons: a touch target of at least 44 by 44 pixels in the theme's primary colour, faded while
// disabled so a press that would do nothing does not look like one that will.
import styled from "styled-components";

export const ActionButton = styled.button`
  min-width: 6rem;
  min-height: 2.75rem;
  padding: 0.5rem 1.25rem;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border: 2px solid transparent;
  border-radius: 0.25rem;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
