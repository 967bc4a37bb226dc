// The roster imported into the database, on PGlite and PostgreSQL: a member is found by their member key
// with their form types, prepopulated data (under the roster's column names) and wallet email; "replace"
// makes the roster exactly the batches given, "update" adds and rewrites; other columns, another member key,
// an empty roster and a batch source that fails all leave the roster as it was.
import { describe, expect, it } from "vitest";
import type { RosterColumns, RosterEntry } from "../../../server/store/roster-import.queries.ts";
import { RosterColumnsMismatch } from "../../../server/store/roster-import.queries.ts";
import { PGLITE_BACKEND, POSTGRES_BACKEND, useMigratedStore } from "./store-backends.ts";

const NOW = new Date("2026-11-21T17:00:00.000Z");

const COLUMNS: RosterColumns = {
  credentialFields: ["noticeId", "pin"],
  prepopulatedFields: ["FirstName", "lastName"],
  prepopulatedMetadata: { dtoMapping: "claimantInfo" },
  keyCheck: "check-of-the-member-key"
};

const keyOf = (index: number): string => `${"k".repeat(38)}${String(index).padStart(5, "0")}`;

const entry = (index: number, overrides: Partial<RosterEntry> = {}): RosterEntry => ({
  key: keyOf(index),
  formTypes: ["Standard", "DocumentsUpload"],
  prepopulated: [`First ${String(index)}`, null],
  walletEmail: null,
  ...overrides
});

/** Batches as an import reads them: each after a turn of the event loop, like a file's next chunk. */
async function* batchesOf(...batches: readonly (readonly RosterEntry[])[]): AsyncGenerator<readonly RosterEntry[]> {
  for (const batch of batches) yield await Promise.resolve(batch);
}

async function* failingAfter(batch: readonly RosterEntry[]): AsyncGenerator<readonly RosterEntry[]> {
  yield await Promise.resolve(batch);
  throw new Error("line 9: a bad row");
}

describe.each([PGLITE_BACKEND, POSTGRES_BACKEND])("the imported roster on $name", (backend) => {
  const underTest = useMigratedStore(backend);

  it("has no roster until one is imported, then finds each member by key with their data", async () => {
    const { store } = underTest();
    expect(await store.roster()).toBeNull();
    const many = Array.from({ length: 12_000 }, (_, index) => entry(index));
    const count = await store.importRoster(COLUMNS, "replace", batchesOf(many.slice(0, 5_000), many.slice(5_000), [entry(99_999, { walletEmail: "pay@example.com" })]), NOW);
    expect(count).toBe(12_001);
    const roster = await store.roster();
    expect(roster).toMatchObject({ source: "database", credentialFields: ["noticeId", "pin"], size: 12_001 });
    expect(await roster?.member(keyOf(11_999))).toEqual({
      key: keyOf(11_999),
      formTypes: ["Standard", "DocumentsUpload"],
      prepopulatedData: [{ metadata: { dtoMapping: "claimantInfo" }, fields: { firstName: "First 11999" } }]
    });
    expect((await roster?.member(keyOf(99_999)))?.walletEmail).toBe("pay@example.com");
    expect(await roster?.member(keyOf(12_000))).toBeNull();
  });

  it("replaces the roster with exactly the members given", async () => {
    const { store } = underTest();
    await store.importRoster(COLUMNS, "replace", batchesOf([entry(1), entry(2)]), NOW);
    const count = await store.importRoster(COLUMNS, "replace", batchesOf([entry(2, { formTypes: ["Lookup"] }), entry(3)]), NOW);
    expect(count).toBe(2);
    const roster = await store.roster();
    expect(await roster?.member(keyOf(1))).toBeNull();
    expect((await roster?.member(keyOf(2)))?.formTypes).toEqual(["Lookup"]);
    expect(await roster?.member(keyOf(3))).not.toBeNull();
  });

  it("updates: adds new members and rewrites those there, keeping the rest", async () => {
    const { store } = underTest();
    await store.importRoster(COLUMNS, "replace", batchesOf([entry(1), entry(2)]), NOW);
    const count = await store.importRoster(COLUMNS, "update", batchesOf([entry(2, { prepopulated: ["Second", "Two"] }), entry(3)]), NOW);
    expect(count).toBe(3);
    const roster = await store.roster();
    expect(await roster?.member(keyOf(1))).not.toBeNull();
    expect((await roster?.member(keyOf(2)))?.prepopulatedData[0]?.fields).toEqual({ firstName: "Second", lastName: "Two" });
  });

  it("refuses an update with other columns, and leaves the roster as it was", async () => {
    const { store } = underTest();
    await store.importRoster(COLUMNS, "replace", batchesOf([entry(1)]), NOW);
    const other = { ...COLUMNS, prepopulatedFields: ["lastName", "FirstName"] };
    await expect(store.importRoster(other, "update", batchesOf([entry(5)]), NOW)).rejects.toBeInstanceOf(RosterColumnsMismatch);
    const roster = await store.roster();
    expect(roster?.size).toBe(1);
    expect(await roster?.member(keyOf(5))).toBeNull();
  });

  it("refuses other credential columns, another member key, or no members at all, and leaves the roster as it was", async () => {
    const { store } = underTest();
    await store.importRoster(COLUMNS, "replace", batchesOf([entry(1)]), NOW);
    const otherCredentials = { ...COLUMNS, credentialFields: ["noticeId", "zipCode"] };
    await expect(store.importRoster(otherCredentials, "replace", batchesOf([entry(5)]), NOW)).rejects.toThrow(/members would get new keys and could file again/);
    const otherKey = { ...COLUMNS, keyCheck: "another" };
    await expect(store.importRoster(otherKey, "replace", batchesOf([entry(5)]), NOW)).rejects.toThrow(/imported under another MEMBER_KEY/);
    await expect(store.importRoster(COLUMNS, "replace", batchesOf([]), NOW)).rejects.toThrow(/the file has no members/);
    // The same credential fields in another order name the same members: that is no change.
    const reordered = { ...COLUMNS, credentialFields: ["pin", "noticeId"] };
    expect(await store.importRoster(reordered, "update", batchesOf([entry(6)]), NOW)).toBe(2);
    const roster = await store.roster();
    expect(roster?.keyCheck).toBe(COLUMNS.keyCheck);
    expect(await roster?.member(keyOf(1))).not.toBeNull();
    expect(await roster?.member(keyOf(5))).toBeNull();
  });

  it("rolls everything back when the batches fail part way: nothing half-imported", async () => {
    const { store, db } = underTest();
    await store.importRoster(COLUMNS, "replace", batchesOf([entry(1), entry(2)]), NOW);
    await expect(store.importRoster(COLUMNS, "replace", failingAfter([entry(7), entry(8)]), NOW)).rejects.toThrow("line 9");
    const roster = await store.roster();
    expect(roster?.size).toBe(2);
    expect(await roster?.member(keyOf(1))).not.toBeNull();
    expect(await roster?.member(keyOf(7))).toBeNull();
    expect(await db.query("SELECT member_key FROM roster_members ORDER BY member_key")).toEqual([{ member_key: keyOf(1) }, { member_key: keyOf(2) }]);
  });
});
