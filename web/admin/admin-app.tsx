// The administrators' page: sign in with a token, then the desk. The token lives in this page's memory only:
// a reload or closing the tab signs the administrator out.
import { useState } from "react";
import { AdminDesk } from "./admin-desk.tsx";
import type { AdminSession } from "./admin-session.ts";
import { SignIn } from "./sign-in.tsx";

export const AdminApp = () => {
  const [session, setSession] = useState<AdminSession | null>(null);
  return session === null ? (
    <SignIn
      onSignedIn={(signedIn) => {
        setSession(signedIn);
      }}
    />
  ) : (
    <AdminDesk
      session={session}
      onSignOut={() => {
        setSession(null);
      }}
    />
  );
};
