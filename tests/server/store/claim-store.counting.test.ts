import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PGLITE_BACKEND, POSTGRES_BACKEND, useMigratedStore } from "./store-backends.ts";

const WINDOW_A = new Date("2026-11-21T17:00:00.000Z");
const WINDOW_B = new Date("2026-11-21T17:01:00.000Z");

describe.each([PGLITE_BACKEND, POSTGRES_BACKEND])("rate limits and tracking on $name", (backend) => {
  const underTest = useMigratedStore(backend);

  it("count attempts per bucket, address and window, starting again in a new window", async () => {
    const { store } = underTest();
    const address = `203.0.113.9-${randomUUID()}`;
    const counts = [];
    for (let attempt = 0; attempt < 3; attempt += 1) counts.push(await store.countAttempt("authorize", address, WINDOW_A));
    expect(counts).toEqual([1, 2, 3]);
    expect(await store.countAttempt("submit", address, WINDOW_A)).toBe(1);
    expect(await store.countAttempt("authorize", `${address}-other`, WINDOW_A)).toBe(1);
    expect(await store.countAttempt("authorize", address, WINDOW_B)).toBe(1);
    expect(await store.countAttempt("authorize", address, WINDOW_B)).toBe(2);
  });

  it("count every one of many simultaneous attempts (replicas share the counter)", async () => {
    const { store } = underTest();
    const address = `198.51.100.7-${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.countAttempt("submit", address, WINDOW_A)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it("drop an address's finished windows once a new one starts", async () => {
    const { db, store } = underTest();
    const address = `192.0.2.1-${randomUUID()}`;
    await store.countAttempt("authorize", address, WINDOW_A);
    await store.countAttempt("authorize", address, WINDOW_B);
    const rows = await db.query<{ window_start: Date; count: number }>(
      "SELECT window_start, count FROM rate_limit_counters WHERE address = $1",
      [address]
    );
    expect(rows).toEqual([{ window_start: WINDOW_B, count: 1 }]);
  });

  it("keep tracking events with their value's type", async () => {
    const { db, store } = underTest();
    const formType = `Standard-${randomUUID()}`;
    const receivedAt = new Date("2026-11-21T17:00:05.250Z");
    const values = ["Ana Nuñez", 42.5, true, null];
    for (const [index, fieldValue] of values.entries()) {
      await store.recordTracking({ formType, fieldKey: `Field${String(index)}`, fieldValue, receivedAt });
    }
    const rows = await db.query("SELECT field_key, field_value, received_at FROM tracking_events WHERE form_type = $1 ORDER BY id", [formType]);
    expect(rows).toEqual(values.map((fieldValue, index) => ({ field_key: `Field${String(index)}`, field_value: fieldValue, received_at: receivedAt })));
  });

  it("refuse tracking text the database cannot hold, naming the field", async () => {
    const { store } = underTest();
    await expect(
      store.recordTracking({ formType: "Standard", fieldKey: "FirstName", fieldValue: "a\u0000b", receivedAt: WINDOW_A })
    ).rejects.toMatchObject({ name: "ClaimStoreError", reason: "unstorableText", path: "fieldValue" });
  });
});
