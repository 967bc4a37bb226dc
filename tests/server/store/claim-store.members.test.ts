import { describe, expect, it } from "vitest";
import { alreadyFiledAnswer, filingAnswers, hashOf, newClaim, uniqueKey, uniqueMember } from "./claim-fixtures.ts";
import { PGLITE_BACKEND, POSTGRES_BACKEND, useMigratedStore } from "./store-backends.ts";

const NOW = new Date("2026-11-21T17:00:00.000Z");
const LEASE_MS = 30_000;

describe.each([PGLITE_BACKEND, POSTGRES_BACKEND])("a member's allowance of claims on $name", (backend) => {
  const underTest = useMigratedStore(backend);

  const rowsOf = async (memberKey: string): Promise<readonly { reference_code: string; form_type: string; member_slot: number }[]> =>
    underTest().db.query("SELECT reference_code, form_type, member_slot FROM claims WHERE member_key = $1 ORDER BY member_slot", [memberKey]);

  it("files a member's first claim under their key, then refuses a second of the form type with the first one's code", async () => {
    const { store } = underTest();
    const member = uniqueMember();
    const first = await store.fileClaim(uniqueKey(), hashOf("first"), newClaim({ member }), filingAnswers);
    expect(first.kind).toBe("filed");
    expect((await store.findClaim(first.referenceCode))?.memberKey).toBe(member.key);

    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("second"), NOW, LEASE_MS);
    const before = await store.countClaims();
    const second = await store.fileClaim(key, hashOf("second"), newClaim({ member, culture: "es", documents: [] }), filingAnswers);
    expect(second).toEqual({ kind: "alreadyFiled", referenceCode: first.referenceCode, answer: alreadyFiledAnswer(first.referenceCode) });
    expect(await store.countClaims()).toBe(before);
    expect(await rowsOf(member.key)).toEqual([{ reference_code: first.referenceCode, form_type: "Standard", member_slot: 0 }]);
    // The refusal is the key's answer: a retry of the second submission gets it again.
    expect(await store.acquireIdempotencyKey(key, hashOf("second"), NOW, LEASE_MS)).toEqual({ kind: "replay", answer: second.answer });
  });

  it("counts each form type on its own", async () => {
    const { store } = underTest();
    const member = uniqueMember();
    const standard = await store.fileClaim(uniqueKey(), hashOf("standard"), newClaim({ member }), filingAnswers);
    const automotive = await store.fileClaim(uniqueKey(), hashOf("automotive"), newClaim({ member, formType: "Automotive" }), filingAnswers);
    expect([standard.kind, automotive.kind]).toEqual(["filed", "filed"]);
    const other = await store.fileClaim(uniqueKey(), hashOf("other member"), newClaim(), filingAnswers);
    expect(other.kind).toBe("filed");
  });

  it("files as many claims as the allowance, then names the first", async () => {
    const { store } = underTest();
    const member = uniqueMember(3);
    const filings = [];
    for (const index of [0, 1, 2, 3]) {
      filings.push(await store.fileClaim(uniqueKey(), hashOf(`vehicle ${String(index)}`), newClaim({ member, formType: "Automotive", documents: [] }), filingAnswers));
    }
    expect(filings.map((filing) => filing.kind)).toEqual(["filed", "filed", "filed", "alreadyFiled"]);
    expect(filings[3]?.referenceCode).toBe(filings[0]?.referenceCode);
    expect((await rowsOf(member.key)).map((row) => row.member_slot)).toEqual([0, 1, 2]);
  });

  it("files exactly the allowance when one member's submissions race", async () => {
    const { store } = underTest();
    for (const allowed of [1, 2]) {
      const member = uniqueMember(allowed);
      const filings = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          store.fileClaim(uniqueKey(), hashOf(`race ${String(allowed)} ${String(index)}`), newClaim({ member, documents: [] }), filingAnswers)
        )
      );
      const filed = filings.filter((filing) => filing.kind === "filed").map((filing) => filing.referenceCode);
      expect(filed).toHaveLength(allowed);
      const rows = await rowsOf(member.key);
      expect(rows.map((row) => row.reference_code).sort()).toEqual([...filed].sort());
      // Every refusal names one and the same claim of the member's.
      const refusals = new Set(filings.filter((filing) => filing.kind === "alreadyFiled").map((filing) => filing.referenceCode));
      expect(refusals.size).toBe(1);
      expect(filed).toContain([...refusals][0]);
    }
  });

  it("answers a key another holder settled as already filed with that answer, not a failure", async () => {
    const { store } = underTest();
    const key = uniqueKey();
    await store.acquireIdempotencyKey(key, hashOf("taken over"), NOW, LEASE_MS);
    await store.settleIdempotencyKey(key, alreadyFiledAnswer("K7M2QX9PAB"));
    expect(await store.fileClaim(key, hashOf("taken over"), newClaim(), filingAnswers)).toEqual({
      kind: "alreadyFiled",
      referenceCode: "K7M2QX9PAB",
      answer: alreadyFiledAnswer("K7M2QX9PAB")
    });
  });

  it("refuses an allowance below one claim before writing anything", async () => {
    const { store } = underTest();
    const before = await store.countClaims();
    await expect(store.fileClaim(uniqueKey(), hashOf("none"), newClaim({ member: uniqueMember(0) }), filingAnswers)).rejects.toMatchObject({
      reason: "memberNotAllowed"
    });
    expect(await store.countClaims()).toBe(before);
  });
});
