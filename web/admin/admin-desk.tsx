// The desk once signed in: the claims filed per day, finding a claim (by reference code or notice id) with its
// answers and documents, and a notice id's lock-out, shown and undone.
import { useEffect } from "react";
import type { AdminSession } from "./admin-session.ts";
import { ClaimCounts } from "./claim-counts.tsx";
import { ClaimSearch } from "./claim-search.tsx";
import { LockoutPanel } from "./lockout-panel.tsx";

export const AdminDesk = ({ session, onSignOut }: { readonly session: AdminSession; readonly onSignOut: () => void }) => {
  useEffect(() => {
    document.title = `${session.who.caseName} - Claims administration`;
    document.getElementById("desk-heading")?.focus();
  }, [session]);
  return (
    <>
      <header className="admin-header">
        <p>
          {session.who.caseName} · signed in as <strong>{session.who.administrator}</strong>
        </p>
        <button type="button" className="secondary" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <main className="admin-page">
        <h1 id="desk-heading" tabIndex={-1}>
          Claims administration
        </h1>
        <ClaimCounts client={session.client} />
        <ClaimSearch client={session.client} />
        <LockoutPanel client={session.client} />
      </main>
    </>
  );
};
