import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPgliteClaimStore } from "../../../server/store/claim-store.pglite.ts";
import { ALL_BYTES, hashOf, filingAnswers, newClaim, submittedAnswer, uniqueKey } from "./claim-fixtures.ts";
import { START_TIMEOUT_MS } from "./store-backends.ts";

const NOW = new Date("2026-11-21T17:00:00.000Z");

describe("the PGlite claim store in a data folder", () => {
  const parent = mkdtempSync(join(tmpdir(), "claims-pglite-"));
  afterAll(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  it(
    "keeps claims, documents and answered keys across a close and a reopen",
    async () => {
      // A folder that does not exist yet, two levels down: the store creates it.
      const dataDir = join(parent, "nested", ".data");
      const key = uniqueKey();
      const first = await openPgliteClaimStore(dataDir);
      let referenceCode: string;
      try {
        await first.migrate();
        await first.acquireIdempotencyKey(key, hashOf("claim"), NOW, 30_000);
        ({ referenceCode } = await first.fileClaim(key, hashOf("claim"), newClaim(), filingAnswers));
        expect(await first.countAttempt("submit", "192.0.2.1", NOW)).toBe(1);
      } finally {
        await first.close();
      }
      expect(readdirSync(dataDir).length).toBeGreaterThan(0);

      const second = await openPgliteClaimStore(dataDir);
      try {
        await second.migrate();
        expect(await second.countClaims()).toBe(1);
        expect(await second.findClaim(referenceCode)).toMatchObject({ referenceCode, payload: newClaim().payload, idempotencyKey: key });
        expect(await second.documentBytes(referenceCode, "dc-00000001")).toEqual(ALL_BYTES);
        expect(await second.acquireIdempotencyKey(key, hashOf("claim"), NOW, 30_000)).toEqual({
          kind: "replay",
          answer: submittedAnswer(referenceCode)
        });
        expect(await second.countAttempt("submit", "192.0.2.1", NOW)).toBe(2);
      } finally {
        await second.close();
      }
    },
    START_TIMEOUT_MS * 2
  );
});
