// Finding a claim as a claimant calling in gives it: by its reference code, or by the notice id on their letter
// (every claim filed under it listed to choose from). The claim shows as its summary did, with its documents
// to download.
import { type SyntheticEvent, useState } from "react";
import type { ClaimViewAnswer, NoticeClaimsAnswer } from "../../domain/api/admin-answers.ts";
import { AdminCallError, type AdminClient } from "./admin-client.ts";
import { ClaimDetails } from "./claim-details.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { formText } from "./form-text.ts";

const SEARCH_FIELD = "claim-search";
const REFERENCE_CODE = /^[A-Za-z0-9]{10}$/;

type Found = { readonly kind: "claim"; readonly claim: ClaimViewAnswer } | { readonly kind: "list"; readonly noticeId: string; readonly claims: NoticeClaimsAnswer["claims"] };

export const ClaimSearch = ({ client }: { readonly client: AdminClient }) => {
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async (referenceCode: string): Promise<ClaimViewAnswer> => client.json<ClaimViewAnswer>("GET", `/claims/${encodeURIComponent(referenceCode)}`);
  const search = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = formText(event.currentTarget, "search");
    setFound(null);
    if (wanted === "") {
      setProblem("Enter a reference code or a notice ID");
      return;
    }
    setBusy(true);
    try {
      if (REFERENCE_CODE.test(wanted)) {
        const claim = await open(wanted.toUpperCase()).catch((error: unknown) => {
          if (error instanceof AdminCallError && error.status === 404) return null;
          throw error;
        });
        if (claim !== null) {
          setProblem(null);
          setFound({ kind: "claim", claim });
          return;
        }
      }
      const { claims } = await client.json<NoticeClaimsAnswer>("GET", `/claims?noticeId=${encodeURIComponent(wanted)}`);
      if (claims.length === 0) {
        setProblem(`No claim has the reference code or notice ID ${wanted}`);
        return;
      }
      setProblem(null);
      const [only] = claims;
      setFound(claims.length === 1 && only !== undefined ? { kind: "claim", claim: await open(only.referenceCode) } : { kind: "list", noticeId: wanted, claims });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="search-heading">
      <h2 id="search-heading">Find a claim</h2>
      {problem !== null && <ErrorSummary message={problem} fieldId={SEARCH_FIELD} />}
      <form
        noValidate
        role="search"
        aria-labelledby="search-heading"
        onSubmit={(event) => {
          void search(event);
        }}
      >
        <div className={`field${problem === null ? "" : " field-error"}`}>
          <label htmlFor={SEARCH_FIELD}>Reference code or notice ID</label>
          {problem !== null && (
            <p className="error-message" id={`${SEARCH_FIELD}-error`}>
              <span className="visually-hidden">Error:</span> {problem}
            </p>
          )}
          <input id={SEARCH_FIELD} name="search" type="text" autoComplete="off" spellCheck={false} aria-invalid={problem !== null} {...(problem === null ? {} : { "aria-describedby": `${SEARCH_FIELD}-error` })} />
        </div>
        <button type="submit" disabled={busy}>
          {busy ? "Searching…" : "Search"}
        </button>
      </form>
      {found?.kind === "list" && (
        <>
          <h3>Claims filed under {found.noticeId}</h3>
          <ul className="claim-list">
            {found.claims.map((claim) => (
              <li key={claim.referenceCode}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    void open(claim.referenceCode).then(
                      (view) => {
                        setFound({ kind: "claim", claim: view });
                      },
                      (error: unknown) => {
                        setProblem(error instanceof Error ? error.message : String(error));
                      }
                    );
                  }}
                >
                  {claim.referenceCode}
                </button>{" "}
                ({claim.formType}, filed {claim.filedAt}, {claim.documents} documents)
              </li>
            ))}
          </ul>
        </>
      )}
      {found?.kind === "claim" && <ClaimDetails client={client} claim={found.claim} />}
    </section>
  );
};
