// The attacks on a submit's values, refused by the same engine the site runs: a crafted 60 KB value is
// refused by its length cap before any pattern runs over it, a value outside a select's or radio's options
// and text carrying control or text-direction characters are refused naming the field, and a DTO part
// past the small text-part cap is refused before it is decoded. None of them files a claim.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClaimsCase } from "../../../domain/case/claims-case.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { MAX_TEXT_BYTES } from "../../../server/uploads/upload-limits.ts";
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

/** The test case with the demo's e-mail pattern on paypalEmail and the payment method's two options. */
const boundedCase = (): ClaimsCase => {
  const base = testCase();
  return {
    ...base,
    modelConfig: base.modelConfig.map((item) =>
      item.metadataHash !== "std-details"
        ? item
        : {
            ...item,
            fields: item.fields.map((field) => {
              if (field.key === "paymentMethod") return { ...field, control: "radio" as const, options: [{ value: "PayPal", label: "L1" }, { value: "Check", label: "L2" }] };
              if (field.key === "paypalEmail") return { ...field, validations: [{ type: "regularExpression", params: { pattern: "[^@\\s]+@[^@\\s]+\\.[^@\\s]+" } }] };
              return field;
            })
          }
    )
  };
};

const issuesOf = (body: ReturnType<typeof submitBody>) => (body.issues ?? []).map((found) => [found.path.join("."), found.code]);

describe("a submit's values are bounded before they are judged", () => {
  it("refuses a crafted 60 KB value by its length cap, never running the pattern over it", async () => {
    const { app, submit } = await submitter(store, { claimsCase: boundedCase() });
    const crafted = `a@${".".repeat(60_000)} `;
    const response = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimDetails: { paymentMethod: "PayPal", paypalEmail: crafted } })));
    expect(response.statusCode).toBe(400);
    const body = submitBody(response);
    expect(issuesOf(body)).toEqual([["claimDetails_00000003.paypalEmail", "maxLength"]]);
    expect(body.error).toContain("paypalEmail");
    await app.close();
  });

  it("refuses a value outside a radio's options, naming the field", async () => {
    const { app, submit } = await submitter(store, { claimsCase: boundedCase() });
    for (const value of ["Carrier pigeon", "<img src=x onerror=alert(1)>"]) {
      const response = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimDetails: { paymentMethod: value } })));
      expect(response.statusCode).toBe(400);
      expect(issuesOf(submitBody(response))).toEqual([["claimDetails_00000003.paymentMethod", "notAnOption"]]);
    }
    await app.close();
  });

  it("refuses control characters and text-direction overrides in any text field, naming the field", async () => {
    const { app, submit } = await submitter(store, { claimsCase: boundedCase() });
    for (const lastName of ["Love\u202Eecal", "Love\u0007lace", "Love\u2066lace"]) {
      const response = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimantInfo: { lastName } })));
      expect(response.statusCode).toBe(400);
      expect(issuesOf(submitBody(response))).toEqual([["claimantInfo_00000002.lastName", "forbiddenCharacters"]]);
    }
    await app.close();
  });

  it("refuses a DTO part past the text-part cap before decoding it", async () => {
    const { app, submit } = await submitter(store, { claimsCase: boundedCase() });
    const response = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimantInfo: { lastName: "x".repeat(MAX_TEXT_BYTES) } })));
    expect(response.statusCode).toBe(413);
    expect(submitBody(response).problems).toEqual([expect.objectContaining({ code: "partTooLarge", part: "claimantInfo" })]);
    await app.close();
  });

  it("still files the same claim with values within their bounds", async () => {
    const { app, submit } = await submitter(store, { claimsCase: boundedCase() });
    const response = await submit("standard", standardClaimParts({ claimDetails: { paymentMethod: "Check", paypalEmail: "ada@example.com" } }));
    expect(response.statusCode).toBe(200);
    expect(submitBody(response).submitted).toBe(true);
    await app.close();
  });
});
