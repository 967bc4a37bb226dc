// The deployment's secrets when none is given: outside production one is made and kept in the data folder, so
// a restart changes nothing; with the whole store in memory (which a restart empties) it is made for the start
// and written nowhere, and no folder named after the "memory" setting appears; production refuses to start.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COOKIE_SECRET, deploymentSecret, secretSource } from "../../server/deployment-secret.ts";
import { IN_MEMORY } from "../../server/store/sql-database.pglite.ts";

const parent = mkdtempSync(join(tmpdir(), "claims-secrets-"));
afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

const development = (dataDir: string, databaseUrl: string | null = null) => ({ production: false, dataDir, databaseUrl });

describe("a deployment secret not given", () => {
  it("is made once and kept in the data folder, so a restart gets the same one", async () => {
    const dataDir = join(parent, "data");
    const first = await deploymentSecret(COOKIE_SECRET, null, development(dataDir));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, "cookie-secret"), "utf8")).toBe(first);
    expect(await deploymentSecret(COOKIE_SECRET, null, development(dataDir))).toBe(first);
    expect(secretSource(null, development(dataDir))).toBe("kept in the data folder");
  });

  it("with the store in memory, is made for each start and written nowhere", async () => {
    const first = await deploymentSecret(COOKIE_SECRET, null, development(IN_MEMORY));
    const second = await deploymentSecret(COOKIE_SECRET, null, development(IN_MEMORY));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).not.toBe(first);
    expect(existsSync(IN_MEMORY)).toBe(false);
    expect(secretSource(null, development(IN_MEMORY))).toBe("made for this start");
  });

  it("with PostgreSQL keeping the claims, is kept even when the data folder setting says memory", () => {
    expect(secretSource(null, development(IN_MEMORY, "postgres://localhost/claims"))).toBe("kept in the data folder");
  });

  it("stops production from starting; one given is taken when long enough", async () => {
    await expect(deploymentSecret(COOKIE_SECRET, null, { production: true, dataDir: IN_MEMORY, databaseUrl: null })).rejects.toThrow(/required in production/);
    await expect(deploymentSecret(COOKIE_SECRET, "short", development(IN_MEMORY))).rejects.toThrow(/at least 32/);
    expect(await deploymentSecret(COOKIE_SECRET, "s".repeat(32), development(IN_MEMORY))).toBe("s".repeat(32));
  });
});
