// A notice id's lock-out: whether wrong PINs have locked it and until when, and its unlocking, asked once and
// said in words (what it does, to which notice id) before it is done; the server writes who did it to its log.
import { type SyntheticEvent, useRef, useState } from "react";
import type { LockoutAnswer, UnlockAnswer } from "../../domain/api/admin-answers.ts";
import type { AdminClient } from "./admin-client.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { formText } from "./form-text.ts";

const NOTICE_FIELD = "lockout-notice";

type Shown = { readonly noticeId: string; readonly lockout: LockoutAnswer };

export const LockoutPanel = ({ client }: { readonly client: AdminClient }) => {
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState("");
  const confirmButton = useRef<HTMLButtonElement>(null);
  const path = (noticeId: string): string => `/lockouts?noticeId=${encodeURIComponent(noticeId)}`;
  const check = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const noticeId = formText(event.currentTarget, "noticeId");
    setAsking(false);
    setSaid("");
    if (noticeId === "") {
      setProblem("Enter a notice ID");
      setShown(null);
      return;
    }
    try {
      setShown({ noticeId, lockout: await client.json<LockoutAnswer>("GET", path(noticeId)) });
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const unlock = async (noticeId: string) => {
    setAsking(false);
    try {
      const done = await client.json<UnlockAnswer>("DELETE", path(noticeId));
      setSaid(done.unlocked ? `${noticeId} is unlocked: its ${String(done.failures)} failed attempts were cleared.` : `${noticeId} had no failed attempts to clear.`);
      setShown({ noticeId, lockout: await client.json<LockoutAnswer>("GET", path(noticeId)) });
    } catch (error) {
      setSaid(`${noticeId} could not be unlocked: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <section aria-labelledby="lockout-heading">
      <h2 id="lockout-heading">Lock-outs</h2>
      <p className="hint">A notice ID is locked for a while after five wrong PINs. A member who calls can be let in again here.</p>
      {problem !== null && <ErrorSummary message={problem} fieldId={NOTICE_FIELD} />}
      <form
        noValidate
        onSubmit={(event) => {
          void check(event);
        }}
      >
        <div className={`field${problem === null ? "" : " field-error"}`}>
          <label htmlFor={NOTICE_FIELD}>Notice ID</label>
          {problem !== null && (
            <p className="error-message" id={`${NOTICE_FIELD}-error`}>
              <span className="visually-hidden">Error:</span> {problem}
            </p>
          )}
          <input id={NOTICE_FIELD} name="noticeId" type="text" autoComplete="off" spellCheck={false} aria-invalid={problem !== null} {...(problem === null ? {} : { "aria-describedby": `${NOTICE_FIELD}-error` })} />
        </div>
        <button type="submit">Check</button>
      </form>
      {shown !== null && (
        <div className="lockout">
          <p>
            {shown.lockout.locked
              ? `${shown.noticeId} is locked until ${shown.lockout.lockedUntil ?? ""}, after ${String(shown.lockout.failures)} failed attempts.`
              : `${shown.noticeId} is not locked (${String(shown.lockout.failures)} failed attempts counted).`}
          </p>
          {shown.lockout.failures > 0 && !asking && (
            <button
              type="button"
              onClick={() => {
                setAsking(true);
                setTimeout(() => confirmButton.current?.focus(), 0);
              }}
            >
              Unlock {shown.noticeId}
            </button>
          )}
          {asking && (
            <div className="confirm" role="group" aria-labelledby="unlock-question">
              <p id="unlock-question">
                Unlock {shown.noticeId}? Its {String(shown.lockout.failures)} failed attempts are cleared and the member can sign in at once. This is written to the
                security log under your name.
              </p>
              <button
                type="button"
                ref={confirmButton}
                onClick={() => {
                  void unlock(shown.noticeId);
                }}
              >
                Yes, unlock {shown.noticeId}
              </button>{" "}
              <button
                type="button"
                className="secondary"
                onClick={() => {
                  setAsking(false);
                }}
              >
                Cancel
              </button>
            </div>
          )}
        </div>
      )}
      <p role="status" className="status">
        {said}
      </p>
    </section>
  );
};
