// Signing in to the desk: the administrator's token (from `claims admin add`) in a password field, checked with
// the admin API; a refused token or a lock-out is said in the error summary, which takes focus.
import { type SyntheticEvent, useEffect, useState } from "react";
import type { WhoAmIAnswer } from "../../domain/api/admin-answers.ts";
import type { AdminSession } from "./admin-session.ts";
import { AdminCallError, adminClient } from "./admin-client.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { formText } from "./form-text.ts";

const TOKEN_FIELD = "admin-token";

export const SignIn = ({ onSignedIn }: { readonly onSignedIn: (session: AdminSession) => void }) => {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = `${problem === null ? "" : "Error: "}Sign in - Claims administration`;
  }, [problem]);
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = formText(event.currentTarget, "token");
    if (token === "") {
      setProblem("Enter your administrator's token");
      return;
    }
    setBusy(true);
    const client = adminClient(token);
    try {
      onSignedIn({ client, who: await client.json<WhoAmIAnswer>("GET", "/whoami") });
    } catch (error) {
      setProblem(error instanceof AdminCallError && error.status === 401 ? "The token was not accepted: check it, or ask for a new one" : error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  return (
    <main className="admin-page">
      <h1>Claims administration</h1>
      {problem !== null && <ErrorSummary message={problem} fieldId={TOKEN_FIELD} />}
      <form
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <div className={`field${problem === null ? "" : " field-error"}`}>
          <label htmlFor={TOKEN_FIELD}>Administrator's token</label>
          <p className="hint" id={`${TOKEN_FIELD}-hint`}>
            The token <code>claims admin add</code> printed for you. It stays in this page only: reloading the page signs you out.
          </p>
          {problem !== null && (
            <p className="error-message" id={`${TOKEN_FIELD}-error`}>
              <span className="visually-hidden">Error:</span> {problem}
            </p>
          )}
          <input
            id={TOKEN_FIELD}
            name="token"
            type="password"
            autoComplete="current-password"
            spellCheck={false}
            aria-describedby={`${TOKEN_FIELD}-hint${problem === null ? "" : ` ${TOKEN_FIELD}-error`}`}
            aria-invalid={problem !== null}
          />
        </div>
        <button type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </main>
  );
};
