// The deployment's secrets: COOKIE_SECRET signs the CSRF and authorization cookies; MEMBER_KEY keys the
// hash that names a class member without their credentials (stored claims, lock-outs, idempotency), so it
// must never change for the life of a case; DRAFT_KEY seals claimants' drafts at rest (changing it makes the
// drafts saved before unreadable, and so forgotten). A deployment sets all three (every replica the same); on one
// development machine a random one is kept in the data folder so a restart changes nothing, or, with the
// store in memory (which a restart empties anyway), made for the start and written nowhere. Production
// without one refuses to start.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ServerSettings, SettingsError } from "./settings/server-settings.ts";
import { IN_MEMORY } from "./store/sql-database.pglite.ts";

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

type WhereKept = Pick<ServerSettings, "production" | "dataDir" | "databaseUrl">;

/** Whether the settings keep the whole store in memory, so a restart forgets everything. */
export const storeInMemory = (settings: WhereKept): boolean => settings.databaseUrl === null && settings.dataDir === IN_MEMORY;

/** Where a secret not given comes from, as the start-up log says it. */
export const secretSource = (given: string | null, settings: WhereKept): string =>
  given !== null ? "set" : storeInMemory(settings) ? "made for this start" : "kept in the data folder";

export const deploymentSecret = async (setting: SecretSetting, given: string | null, settings: WhereKept): Promise<string> => {
  const { production, dataDir } = settings;
  if (given !== null) {
    if (given.length < MIN_SECRET_LENGTH) throw new SettingsError(setting.variable, `needs at least ${MIN_SECRET_LENGTH} characters`);
    return given;
  }
  if (production) throw new SettingsError(setting.variable, "is required in production (the same value on every replica)");
  if (storeInMemory(settings)) return randomBytes(32).toString("hex");
  const file = join(dataDir, setting.file);
  const kept = await readFile(file, "utf8").catch(() => null);
  if (kept !== null && kept.trim().length >= MIN_SECRET_LENGTH) return kept.trim();
  const made = randomBytes(32).toString("hex");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, made, { mode: 0o600 });
  return made;
};
