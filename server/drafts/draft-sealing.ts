// Seals what the server keeps of a claimant between calls: their draft before it reaches the store, and the
// notice id their authorization cookie carries for the claim to be filed with. AES-256-GCM under a key
// derived (HKDF-SHA-256) from the deployment's DRAFT_KEY, one key per purpose, a fresh 96-bit nonce per seal,
// and the purpose, form type and member key bound in as associated data, so sealed bytes cannot be moved to
// another member, form or purpose, nor changed, without opening failing. The database holds only these
// bytes: a copy of it tells nothing of what claimants typed; nor does a copy of the cookie.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { FormType } from "../../domain/navigation/form-type.ts";

/** The first byte of every sealed draft: the format, so a later one can be told apart. */
const FORMAT = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + NONCE_BYTES;

export interface DraftSealer {
  readonly seal: (formType: FormType, memberKey: string, text: string) => Uint8Array;
  /** The draft's text, or null when the bytes were not sealed for this member and form under this key. */
  readonly open: (formType: FormType, memberKey: string, sealed: Uint8Array) => string | null;
}

/** What is sealed: each purpose has its own key (the HKDF salt) and its own associated data. */
const PURPOSES = {
  draft: { salt: "settlement claims drafts", bound: "claim draft" },
  notice: { salt: "settlement claims authorized notice ids", bound: "authorized notice id" }
} as const;

export type SealingPurpose = keyof typeof PURPOSES;

export const makeDraftSealer = (secret: string, purpose: SealingPurpose = "draft"): DraftSealer => {
  const { salt, bound } = PURPOSES[purpose];
  const boundTo = (formType: FormType, memberKey: string): Buffer => Buffer.from(`${bound}\u0000${formType}\u0000${memberKey}`, "utf8");
  const key = Buffer.from(hkdfSync("sha256", Buffer.from(secret, "utf8"), Buffer.from(salt, "utf8"), Buffer.from("aes-256-gcm", "utf8"), 32));
  return {
    seal: (formType, memberKey, text) => {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
      cipher.setAAD(boundTo(formType, memberKey));
      const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return Buffer.concat([Buffer.from([FORMAT]), nonce, body, cipher.getAuthTag()]);
    },
    open: (formType, memberKey, sealed) => {
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
      if (bytes.byteLength < HEADER_BYTES + TAG_BYTES || bytes[0] !== FORMAT) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(1, HEADER_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAAD(boundTo(formType, memberKey));
        decipher.setAuthTag(bytes.subarray(bytes.byteLength - TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES, bytes.byteLength - TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    }
  };
};
