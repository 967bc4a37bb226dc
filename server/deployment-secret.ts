// The deployment's secrets: COOKIE_SECRET signs the CSRF and authorization cookies; MEMBER_KEY keys the
// hash that names a class member without their credentials (stored claims, lock-outs, idempotency), so it
// must never change for the life of a case; DRAFT_KEY seals claimants' drafts at rest (changing it makes the
// drafts saved before unreadable, and so forgotten). A deployment sets all three (every replica the same); on one
// development machine a random one is kept in the data folder so a restart changes nothing. Production
// without one refuses to start.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SettingsError } from "./settings/server-settings.ts";

export const MIN_SECRET_LENGTH = 32;

export interface SecretSetting {
  /** The environment variable that sets it, named in errors. */
  readonly variable: "COOKIE_SECRET" | "MEMBER_KEY" | "DRAFT_KEY";
  /** The file in the data folder that keeps the development one. */
  readonly file: string;
}

export const COOKIE_SECRET: SecretSetting = { variable: "COOKIE_SECRET", file: "cookie-secret" };
export const MEMBER_KEY: SecretSetting = { variable: "MEMBER_KEY", file: "member-key" };
export const DRAFT_KEY: SecretSetting = { variable: "DRAFT_KEY", file: "draft-key" };

export const deploymentSecret = async (setting: SecretSetting, given: string | null, production: boolean, dataDir: string): Promise<string> => {
  if (given !== null) {
    if (given.length < MIN_SECRET_LENGTH) throw new SettingsError(setting.variable, `needs at least ${MIN_SECRET_LENGTH} characters`);
    return given;
  }
  if (production) throw new SettingsError(setting.variable, "is required in production (the same value on every replica)");
  const file = join(dataDir, setting.file);
  const kept = await readFile(file, "utf8").catch(() => null);
  if (kept !== null && kept.trim().length >= MIN_SECRET_LENGTH) return kept.trim();
  const made = randomBytes(32).toString("hex");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, made, { mode: 0o600 });
  return made;
};
