// The spinner in a centred block shown while a layout loads (spec section 1); screen readers hear "Loading".
import styled, { keyframes } from "styled-components";
import { VisuallyHidden } from "./visually-hidden.ts";

const spin = keyframes`to { transform: rotate(360deg); }`;

const Block = styled.div`
  display: flex;
  min-height: 50vh;
  align-items: center;
  justify-content: center;
`;

const Wheel = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 0.3rem solid #d0d5dd;
  border-top-color: #14406b;
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 3s; }
`;

/** The label is passed in: the spinner also shows before any content has loaded. */
export const CentredSpinner = ({ label }: { readonly label: string }) => (
  <Block role="status">
    <Wheel aria-hidden="true" />
    <VisuallyHidden>{label}</VisuallyHidden>
  </Block>
);
