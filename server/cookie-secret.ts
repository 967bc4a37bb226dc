// The secret that signs the CSRF and authorization cookies. A deployment sets COOKIE_SECRET (every
// replica the same); on one development machine a random secret is kept in the data folder so a restart
// does not sign every claimant out. Production without one refuses to start.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SettingsError } from "./settings/server-settings.ts";

const MIN_SECRET_LENGTH = 32;

export const cookieSecretFor = async (secret: string | null, production: boolean, dataDir: string): Promise<string> => {
  if (secret !== null) {
    if (secret.length < MIN_SECRET_LENGTH) throw new SettingsError("COOKIE_SECRET", `needs at least ${MIN_SECRET_LENGTH} characters`);
    return secret;
  }
  if (production) throw new SettingsError("COOKIE_SECRET", "is required in production (the same value on every replica)");
  const file = join(dataDir, "cookie-secret");
  const kept = await readFile(file, "utf8").catch(() => null);
  if (kept !== null && kept.trim().length >= MIN_SECRET_LENGTH) return kept.trim();
  const made = randomBytes(32).toString("hex");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, made, { mode: 0o600 });
  return made;
};
