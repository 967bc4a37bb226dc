// The values a claimant never types are the server's: the signature date must be the server's date (today
// or yesterday in Los Angeles, as the claim's culture writes it) and a hidden field with a default must
// hold it; a forged one is refused naming the field, and nothing is filed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimsCase } from "../../../domain/case/claims-case.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { standardClaimParts } from "./claim-body.ts";
import { testCase } from "./http-case.ts";
import { nothingFiled, submitBody, submitter } from "./submit-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});

/** The test case with the signature date and a claim source the site fills in, both hidden. */
const hiddenCase = (): ClaimsCase => {
  const base = testCase();
  return {
    ...base,
    modelConfig: base.modelConfig.map((item) => {
      if (item.metadataHash === "std-signature") return { ...item, fields: [...item.fields, { key: "signatureDate", control: "hidden" as const }] };
      if (item.metadataHash === "std-claimant") return { ...item, fields: [...item.fields, { key: "claimSource", control: "hidden" as const, defaultValue: "online" }] };
      return item;
    })
  };
};

const issuesOf = (body: ReturnType<typeof submitBody>) => (body.issues ?? []).map((found) => [found.path.join("."), found.code]);

// The kit's clock stands at 2026-11-21T17:00:00Z: 9 in the morning of 21 November in Los Angeles.
describe("hidden values", () => {
  it("files the server's signature date, today's or yesterday's, in the culture's writing, and the default or nothing", async () => {
    const { app, submit } = await submitter(store, { claimsCase: hiddenCase() });
    for (const [culture, signatureDate, claimSource] of [
      ["en", "11/21/2026", "online"],
      ["en", "11/20/2026", null],
      ["es", "21/11/2026", "online"],
      ["en", null, "online"]
    ] as const) {
      const response = await submit("standard", standardClaimParts({ culture, signature: { signatureDate }, claimantInfo: { claimSource } }));
      expect(response.statusCode, `${culture} ${String(signatureDate)}`).toBe(200);
    }
    await app.close();
  });

  it("refuses a forged signature date or claim source, naming the field", async () => {
    const { app, submit } = await submitter(store, { claimsCase: hiddenCase() });
    const earlier = await nothingFiled(store, () => submit("standard", standardClaimParts({ signature: { signatureDate: "11/19/2026" } })));
    expect(earlier.statusCode).toBe(400);
    expect(issuesOf(submitBody(earlier))).toEqual([["signature.signature_00000004.signatureDate", "forgedValue"]]);
    const monthFirstInSpanish = await nothingFiled(store, () => submit("standard", standardClaimParts({ culture: "es", signature: { signatureDate: "11/21/2026" } })));
    expect(issuesOf(submitBody(monthFirstInSpanish))).toEqual([["signature.signature_00000004.signatureDate", "forgedValue"]]);
    const source = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimantInfo: { claimSource: "mail-in" } })));
    expect(source.statusCode).toBe(400);
    expect(issuesOf(submitBody(source))).toEqual([["claimantInfo.claimantInfo_00000002.claimSource", "forgedValue"]]);
    expect(submitBody(source).error).toContain("claimSource: forgedValue");
    await app.close();
  });
});
