// An administrator's token: their name, a dot, and 32 random bytes in base64url (NAME.secret). Only the SHA-256
// of the secret is stored; a token is checked by comparing hashes in constant time, so neither how much of a
// guess was right nor whether the name exists shows in the time an answer takes.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { ADMINISTRATOR_NAME } from "../store/administrators.port.ts";

const SECRET = /^[A-Za-z0-9_-]{43}$/;
/** A hash no secret has, compared when the name is unknown so that the time taken is the same. */
const NO_HASH = "0".repeat(64);

export interface AdminToken {
  readonly name: string;
  readonly secret: string;
}

const hashOf = (secret: string): Buffer => createHash("sha256").update(secret, "utf8").digest();

/** A new token for the name, and the hash of its secret to store. */
export const newAdminToken = (name: string): { readonly token: string; readonly tokenHash: string } => {
  const secret = randomBytes(32).toString("base64url");
  return { token: `${name}.${secret}`, tokenHash: hashOf(secret).toString("hex") };
};

/** The name and secret of a token as given, or null for anything that is not one (checked before any lookup). */
export const parseAdminToken = (text: string): AdminToken | null => {
  if (text.length > 100) return null;
  const dot = text.lastIndexOf(".");
  const name = text.slice(0, dot);
  const secret = text.slice(dot + 1);
  return dot > 0 && ADMINISTRATOR_NAME.test(name) && SECRET.test(secret) ? { name, secret } : null;
};

/** Whether the secret is the one whose hash was stored; null (no administrator) never matches, in the same time. */
export const tokenMatches = (secret: string, storedHash: string | null): boolean => {
  const stored = Buffer.from(storedHash ?? NO_HASH, "hex");
  const same = stored.length === 32 && timingSafeEqual(hashOf(secret), stored);
  return storedHash !== null && same;
};
