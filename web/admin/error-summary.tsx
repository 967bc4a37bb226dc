// A form's problem, said as the claimant's pages say theirs (PATTERNS, "Error summary"): a box headed "There is
// a problem" that takes focus when it appears, with a link to the field to put right.
import { useEffect, useRef } from "react";

export interface ErrorSummaryProps {
  readonly message: string;
  /** The id of the input the link goes to. */
  readonly fieldId: string;
}

export const ErrorSummary = ({ message, fieldId }: ErrorSummaryProps) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [message]);
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby={`${fieldId}-problem`}>
      <h2 id={`${fieldId}-problem`}>There is a problem</h2>
      <p>
        <a
          href={`#${fieldId}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(fieldId)?.focus();
          }}
        >
          {message}
        </a>
      </p>
    </div>
  );
};
