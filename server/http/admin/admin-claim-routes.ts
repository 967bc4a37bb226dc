// The desk's look-ups: a claim by its reference code (its answers as the summary shows them, and its
// documents), the claims of a notice id (given in the query, so it never reaches a log line), and one document
// as a download: an attachment, never sniffed, under a policy that sandboxes it should a browser render it.
import type { FastifyInstance } from "fastify";
import type { NoticeClaimsAnswer } from "../../../domain/api/admin-answers.ts";
import { credentialValue } from "../../../domain/case/credential-value.ts";
import { MEDIA_TYPES } from "../../../domain/uploads/media-type.ts";
import { caseZone } from "../../admin/case-zone.ts";
import { claimView } from "../../admin/claim-view.ts";
import { zonedTime } from "../../export/zoned-time.ts";
import type { ApiContext } from "../api-context.ts";
import { AdminQueryError, queryText } from "./admin-query.ts";
import { attachmentDisposition } from "./attachment-disposition.ts";

/** More claims than one notice id can have on file in any case. */
const MOST_CLAIMS_PER_NOTICE = 50;

/** What a document download carries besides its type: never rendered in this origin, never cached. */
const DOWNLOAD_HEADERS = {
  "x-content-type-options": "nosniff",
  "content-security-policy": "sandbox; default-src 'none'",
  "cache-control": "no-store"
} as const;

export const registerAdminClaimRoutes = (admin: FastifyInstance, context: ApiContext): void => {
  const zone = caseZone(context.deadlines);
  const notFound = (referenceCode: string) => ({ error: `No claim has the reference code ${referenceCode}.` });

  admin.get<{ Params: { referenceCode: string } }>("/claims/:referenceCode", async (request, reply) => {
    const { referenceCode } = request.params;
    request.adminSubject = { referenceCode };
    const claim = await context.store.findClaim(referenceCode);
    if (claim === null) return reply.code(404).send(notFound(referenceCode));
    return claimView(context.claimsCase, claim, zonedTime(claim.receivedAt, zone));
  });

  admin.get("/claims", async (request) => {
    const noticeId = queryText(request, "noticeId")?.trim() ?? "";
    const field = context.identifierField;
    if (field === null || credentialValue(noticeId) === null) throw new AdminQueryError("noticeId: give the notice id to look up");
    request.adminSubject = { notice: context.identities.keyOfCredential(field, noticeId) };
    const claims = await context.store.desk.findByIdentifier(field, noticeId, MOST_CLAIMS_PER_NOTICE);
    return {
      claims: claims.map((claim) => ({ referenceCode: claim.referenceCode, formType: claim.formType, filedAt: zonedTime(claim.receivedAt, zone), documents: claim.documents.length }))
    } satisfies NoticeClaimsAnswer;
  });

  admin.get<{ Params: { referenceCode: string; number: string } }>("/claims/:referenceCode/documents/:number", async (request, reply) => {
    const { referenceCode } = request.params;
    const number = /^\d{1,4}$/.test(request.params.number) ? Number(request.params.number) : 0;
    request.adminSubject = { referenceCode, document: number };
    const claim = await context.store.findClaim(referenceCode);
    const document = claim?.documents[number - 1];
    if (claim === null || document === undefined) return reply.code(404).send({ error: `Claim ${referenceCode} has no document ${request.params.number}.` });
    const bytes = await context.store.desk.documentBytes(referenceCode, number);
    if (bytes === null) return reply.code(404).send({ error: `Claim ${referenceCode} has no document ${request.params.number}.` });
    const known = (MEDIA_TYPES as readonly string[]).includes(document.mediaType);
    return reply
      .headers(DOWNLOAD_HEADERS)
      .header("content-type", known ? document.mediaType : "application/octet-stream")
      .header("content-disposition", attachmentDisposition(document.name))
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
};
