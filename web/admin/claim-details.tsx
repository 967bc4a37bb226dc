// One claim as the desk shows it: when and how it was filed, its answers page by page as the claimant's summary
// showed them (a description list each), and its documents, each downloaded as a file (never opened here).
import { useEffect, useRef, useState } from "react";
import type { ClaimViewAnswer, ClaimViewDocument } from "../../domain/api/admin-answers.ts";
import type { AdminClient } from "./admin-client.ts";

const sizeText = (bytes: number): string => (bytes < 1024 ? `${String(bytes)} bytes` : bytes < 1_048_576 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`);

const saveAs = (blob: Blob, name: string): void => {
  const address = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(address);
  }, 60_000);
};

export const ClaimDetails = ({ client, claim }: { readonly client: AdminClient; readonly claim: ClaimViewAnswer }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState("");
  useEffect(() => {
    heading.current?.focus();
  }, [claim.referenceCode]);
  const download = async (document: ClaimViewDocument) => {
    setSaid(`Downloading ${document.name}…`);
    try {
      saveAs(await client.blob(`/claims/${encodeURIComponent(claim.referenceCode)}/documents/${String(document.number)}`), document.name);
      setSaid(`${document.name} downloaded.`);
    } catch (error) {
      setSaid(`${document.name} could not be downloaded: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <article className="claim" aria-labelledby="claim-heading">
      <h3 id="claim-heading" tabIndex={-1} ref={heading}>
        Claim {claim.referenceCode}
      </h3>
      <dl className="answers">
        <div>
          <dt>Form</dt>
          <dd>{claim.formType}</dd>
        </div>
        <div>
          <dt>Filed</dt>
          <dd>{claim.filedAt}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{claim.culture}</dd>
        </div>
      </dl>
      {claim.pages.map((page) => (
        <section key={page.title} aria-label={page.title}>
          <h4>{page.title}</h4>
          <dl className="answers">
            {page.answers.map((answer, index) => (
              <div key={`${answer.question}-${String(index)}`}>
                <dt>{answer.question}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <h4>Documents</h4>
      {claim.documents.length === 0 ? (
        <p>No documents were filed with this claim.</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={`Documents of claim ${claim.referenceCode}`} tabIndex={0}>
          <table>
            <caption className="visually-hidden">Documents of claim {claim.referenceCode}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Size</th>
                <th scope="col">
                  <span className="visually-hidden">Download</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {claim.documents.map((document) => (
                <tr key={document.number}>
                  <td>{document.name}</td>
                  <td>{document.mediaType}</td>
                  <td>{sizeText(document.size)}</td>
                  <td>
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => {
                        void download(document);
                      }}
                    >
                      Download <span className="visually-hidden">{document.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className="status">
        {said}
      </p>
    </article>
  );
};
