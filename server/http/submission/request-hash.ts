// The fingerprint an idempotency key is held to: an HMAC under the member key over the form type, the
// member and every part of the body in a canonical order (text parts by name, files by name, each
// length-prefixed). Keyed, because the body holds the PIN and the rest of it is stored with the claim: a
// bare hash could be inverted by trying every PIN. The captcha parts are left out: each retry runs a fresh
// challenge, and its new token does not make it another claim.
import type { FormType } from "../../../domain/navigation/form-type.ts";
import type { ReceivedFile } from "../../uploads/multipart-reader.ts";
import type { MemberIdentities } from "../member-identity.ts";
import { CAPTCHA_PARTS } from "./claim-parts.ts";

const byName = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

const LEFT_OUT: ReadonlySet<string> = new Set(CAPTCHA_PARTS);

export const requestHash = (
  identities: MemberIdentities,
  memberKey: string,
  formType: FormType,
  texts: ReadonlyMap<string, string>,
  files: readonly ReceivedFile[]
): string => {
  const hash = identities.fingerprint();
  const field = (kind: string, name: string, bytes: Uint8Array): void => {
    hash.update(`${kind}\u0000${name}\u0000${bytes.length}\u0000`);
    hash.update(bytes);
  };
  field("form", formType, new Uint8Array());
  field("member", memberKey, new Uint8Array());
  for (const name of [...texts.keys()].filter((part) => !LEFT_OUT.has(part)).sort(byName)) {
    field("text", name, Buffer.from(texts.get(name) ?? "", "utf8"));
  }
  for (const file of [...files].sort((left, right) => byName(left.fileName, right.fileName))) field("file", file.fileName, file.bytes);
  return hash.digest("hex");
};
