// Drafts go once their form can no longer be filed and the case's retention has passed after that: the
// earliest deadline governing the form (the global one included) counts, each form on its own, and a form no
// deadline governs keeps its drafts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toDeadlineSettings } from "../../../domain/deadlines/deadline-settings.ts";
import { draftsEndAt, purgeDrafts } from "../../../server/drafts/draft-purge.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { CLAIM_FILING_CLOSES, testCase } from "../http/http-case.ts";

const DAY_MS = 24 * 60 * 60_000;
const KEY_A = "a".repeat(43);
const KEY_B = "b".repeat(43);

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

const deadlines = toDeadlineSettings(testCase().deadlines);

describe("when drafts are purged", () => {
  it("is the earliest governing deadline plus the retention, per form", () => {
    expect(draftsEndAt(deadlines, "Standard", 30)).toBe(CLAIM_FILING_CLOSES.getTime() + 30 * DAY_MS);
    expect(draftsEndAt(deadlines, "Standard", 0)).toBe(CLAIM_FILING_CLOSES.getTime());
    // Automotive has no deadline of its own in the test case: the global one (2099) governs it.
    expect(draftsEndAt(deadlines, "Automotive", 0)).toBe(deadlines.globalDeadline?.at);
    expect(draftsEndAt({}, "Standard", 30)).toBeNull();
  });

  it("deletes a form's drafts only once its end has passed, and no other form's", async () => {
    const sealed = new Uint8Array([1, 2, 3]);
    for (const key of [KEY_A, KEY_B]) {
      await store.drafts.remove("Standard", key);
      expect(await store.drafts.write("Standard", key, 0, sealed, new Date(), 1)).toEqual({ kind: "saved", version: 1 });
    }
    await store.drafts.remove("Automotive", KEY_A);
    await store.drafts.write("Automotive", KEY_A, 0, sealed, new Date(), 1);

    const within = await purgeDrafts(store.drafts, deadlines, 30, new Date(CLAIM_FILING_CLOSES.getTime() + 29 * DAY_MS));
    expect(within).toEqual({ Standard: 0, Lookup: 0, Automotive: 0, DocumentsUpload: 0 });
    expect(await store.drafts.count("Standard")).toBeGreaterThanOrEqual(2);

    const after = await purgeDrafts(store.drafts, deadlines, 30, new Date(CLAIM_FILING_CLOSES.getTime() + 31 * DAY_MS));
    expect(after.Standard).toBeGreaterThanOrEqual(2);
    expect(after.Automotive).toBe(0);
    expect(await store.drafts.count("Standard")).toBe(0);
    expect(await store.drafts.read("Automotive", KEY_A)).not.toBeNull();
  });
});
