// The feedback building block (spec section 1's list of blocks): a message about the page as a whole,
// boxed with a coloured edge and an optional heading. A problem is an alert, read out at once; good news
// and information are a polite status, read when the claimant pauses. A message a case places on a page
// (page-blocks.tsx) is part of the page and announces nothing.
import { type ReactNode, useId } from "react";
import styled from "styled-components";

export type FeedbackTone = "problem" | "success" | "information";

const Box = styled.div<{ $tone: FeedbackTone }>`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border: 0.3rem solid ${({ $tone, theme }) => ($tone === "problem" ? theme.colors.error : theme.colors.primary)};
  border-width: ${({ $tone }) => ($tone === "problem" ? "0.3rem" : "0 0 0 0.5rem")};
  background: ${({ $tone, theme }) => ($tone === "problem" ? theme.colors.page : theme.colors.surface)};
  h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  p { margin: 0; }
`;

export interface FeedbackProps {
  readonly tone: FeedbackTone;
  /** Shown text, already localized. */
  readonly heading?: string;
  readonly children: ReactNode;
  /** False for a message the page is configured to carry: it is read in its place, not announced on arrival. */
  readonly announce?: boolean;
}

export const Feedback = ({ tone, heading, children, announce = true }: FeedbackProps) => {
  const headingId = useId();
  return (
    <Box
      $tone={tone}
      role={announce ? (tone === "problem" ? "alert" : "status") : undefined}
      aria-labelledby={heading === undefined || !announce ? undefined : headingId}
    >
      {heading !== undefined && <h2 id={headingId}>{heading}</h2>}
      {children}
    </Box>
  );
};
