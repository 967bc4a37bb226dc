// What makes two submissions the same claim, for the idempotency key: every DTO part and each document's
// context, name, size and type, but not the captcha tokens, which every attempt draws anew.
import type { ClaimDto } from "./claim-dto.ts";

export const claimFingerprint = (claim: ClaimDto): string => {
  const { reCaptchaResponse: _token, captchaRawValue: _previous, documents, ...parts } = claim;
  const files = (documents ?? []).map(({ contextClientId, file }) => [contextClientId, file.name, file.size, file.type]);
  return JSON.stringify({ ...parts, documents: files });
};
