// A JSON Lines export's line: the stored claim whole (its reference code, form type, culture, when it was
// filed, the member key and idempotency key it was filed under, the payload as submitted and its documents'
// descriptions), one JSON object a line.
// A payload read as the database's JSON text goes in as it is, never decoded and encoded again.
import type { ExportedClaim } from "../store/claim-desk.port.ts";
import type { StoredClaim } from "../store/claim-store.port.ts";

/** Where the payload's text goes in a line written without it: text no stored claim holds (U+0000 is refused). */
const PAYLOAD_SLOT = '"payload":"\\u0000payload"';

export const claimLine = (claim: StoredClaim | ExportedClaim): string => {
  const raw = "payloadJson" in claim ? claim.payloadJson : undefined;
  const line = JSON.stringify({
    referenceCode: claim.referenceCode,
    formType: claim.formType,
    culture: claim.culture,
    filedAt: claim.receivedAt.toISOString(),
    memberKey: claim.memberKey,
    idempotencyKey: claim.idempotencyKey,
    requestHash: claim.requestHash,
    payload: raw === undefined ? claim.payload : "\u0000payload",
    documents: claim.documents
  });
  return `${raw === undefined ? line : line.replace(PAYLOAD_SLOT, () => `"payload":${raw}`)}\n`;
};
