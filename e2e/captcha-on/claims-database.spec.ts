// The captcha-on server files into its PostgreSQL database what its claims API accepts: a DocumentsUpload
// claim sent from the site's own page (its cookies, its anti-forgery token, a token siteverify accepts) is
// found there by its reference code with its document, byte for byte; a refused captcha files nothing.
import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { claimFiledUnder, filedDocumentBytes, findFiledClaim } from "../support/claims-database.ts";
import { PASSING_TOKEN_PREFIX, REFUSED_TOKEN_PREFIX } from "../support/captcha-stand-in/stand-in-keys.ts";
import { memberFor, openStartPage } from "../support/file-claim.ts";
import { expect, test } from "../support/captcha-stand-in/captcha-on-test.ts";
import { expectOnlyProblems, failedResource } from "../support/site-test.ts";
import { SMALL_PDF } from "../support/standard-claim.ts";

const MEMBER = memberFor("DocumentsUpload");
const CONTEXT_ID = "documentContexts_E2E00001";
/** A whole PDF (the server refuses one without its cross-reference and trailer), as text: it is all ASCII. */
const RECEIPT = SMALL_PDF.toString("latin1");

interface Filing {
  readonly authorizeStatus: number;
  readonly submitStatus: number;
  readonly answer: Readonly<Record<string, unknown>>;
}

/**
 * Authorizes DocumentsUpload and submits one receipt, from the page, as the site's HTTP adapter would. The
 * site's own start takes an anti-forgery token too, whose cookie would replace the one this filing's token
 * belongs to: the filing starts once the site has its own (`openSiteStarted`).
 */
const fileFromPage = (page: Page, tokens: { readonly authorize: string; readonly submit: string }, idempotencyKey: string): Promise<Filing> =>
  page.evaluate(
    async ({ member, tokens, contextId, receipt, idempotencyKey }) => {
      const csrf = (await (await fetch("/api/csrf")).json()) as { requestHeaderName: string; requestToken: string };
      const headers = { [csrf.requestHeaderName]: csrf.requestToken };
      const authorize = await fetch("/api/forms/documents-upload/authorize", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ credentials: { fields: { noticeId: member.noticeId, pin: member.pin } }, reCaptchaResponse: tokens.authorize })
      });
      const form = new FormData();
      form.append("userPreferredCulture", "en");
      form.append("reCaptchaResponse", tokens.submit);
      form.append("credentials", JSON.stringify({ clientId: "credentials_E2E00001", id: null, metadataHash: "nwd-documents-upload-credentials", fields: { noticeId: member.noticeId, pin: member.pin } }));
      form.append(
        "documentContexts",
        JSON.stringify([
          {
            clientId: contextId,
            id: null,
            metadataHash: "nwd-documents-upload-documents",
            fields: { name: "receipt.pdf", size: receipt.length, type: "application/pdf", documentType: "Receipt", documentDescription: null }
          }
        ])
      );
      form.append("prepopulatedData", "[]");
      form.append("claimTransactions", "[]");
      form.append("documents", new Blob([receipt], { type: "application/pdf" }), contextId);
      const submit = await fetch("/api/forms/documents-upload", { method: "POST", headers: { ...headers, "Idempotency-Key": idempotencyKey }, body: form });
      return { authorizeStatus: authorize.status, submitStatus: submit.status, answer: (await submit.json()) as Record<string, unknown> };
    },
    { member: { noticeId: MEMBER.noticeId, pin: MEMBER.pin }, tokens, contextId: CONTEXT_ID, receipt: RECEIPT, idempotencyKey }
  );

/** The start page, once the site's start has its anti-forgery token (and its cookie) back. */
const openSiteStarted = async (page: Page): Promise<void> => {
  const sitesToken = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/csrf");
  await openStartPage(page);
  await sitesToken;
};

const token = (prefix: string): string => `${prefix}api-${Math.random().toString(36).slice(2, 12)}`;

test("a DocumentsUpload claim the API accepts is in the database with its document, byte for byte", async ({ sitePage: page, problems }, testInfo) => {
  await openSiteStarted(page);

  const idempotencyKey = `e2e-${testInfo.testId}`;
  const filing = await fileFromPage(page, { authorize: token(PASSING_TOKEN_PREFIX), submit: token(PASSING_TOKEN_PREFIX) }, idempotencyKey);

  expect(filing).toMatchObject({ authorizeStatus: 200, submitStatus: 200, answer: { submitted: true } });
  const referenceCode = filing.answer["referenceCodeForm"];
  expect(typeof referenceCode).toBe("string");
  expect(await claimFiledUnder(testInfo.project.name, idempotencyKey)).toBe(referenceCode);
  const claim = await findFiledClaim(testInfo.project.name, referenceCode as string);
  expect(claim).toMatchObject({ referenceCode, formType: "DocumentsUpload", culture: "en" });
  expect(claim?.documents).toEqual([
    {
      contextClientId: CONTEXT_ID,
      name: "receipt.pdf",
      mediaType: "application/pdf",
      size: RECEIPT.length,
      sha256: createHash("sha256").update(RECEIPT).digest("hex")
    }
  ]);
  expect((await filedDocumentBytes(testInfo.project.name, referenceCode as string, CONTEXT_ID))?.toString("latin1")).toBe(RECEIPT);
  expect(await findFiledClaim(testInfo.project.name, "NOSUCHCODE")).toBeNull();
  expect(problems.list()).toEqual([]);
});

test("a submit whose captcha siteverify refuses is answered 400 and files nothing", async ({ sitePage: page, problems }, testInfo) => {
  await openSiteStarted(page);
  const idempotencyKey = `e2e-${testInfo.testId}`;

  const filing = await fileFromPage(page, { authorize: token(PASSING_TOKEN_PREFIX), submit: token(REFUSED_TOKEN_PREFIX) }, idempotencyKey);

  expect(filing).toMatchObject({ authorizeStatus: 200, submitStatus: 400 });
  expect(await claimFiledUnder(testInfo.project.name, idempotencyKey)).toBeNull();
  expectOnlyProblems(problems, [failedResource(400)]);
});
