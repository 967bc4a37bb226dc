// POST /api/forms/<type> files only what was validated: a model of another form type, a model with data
// on a page the claim never passes, and a field key its configuration item does not have are each refused
// with a 400 naming the part, and nothing is filed; the site's own prefilled models and file descriptions pass.
import { Result } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WireFields } from "../../../domain/api/field-values.schema.ts";
import { decodeModelConfig } from "../../../domain/forms/model-config.schema.ts";
import type { ClaimsCase } from "../../../domain/case/claims-case.ts";
import type { ClaimStore } from "../../../server/store/claim-store.port.ts";
import { openTestStore, STORE_START_TIMEOUT_MS } from "../../support/server-kit.ts";
import { type BodyPart, documentRecord, documentsClaimParts, receipt, standardClaimParts } from "./claim-body.ts";
import { KB, testCase } from "./http-case.ts";
import { issueCodes, submitBody, submitter, nothingFiled } from "./submit-kit.ts";

let store: ClaimStore;

beforeAll(async () => {
  store = await openTestStore();
}, STORE_START_TIMEOUT_MS);

afterAll(async () => {
  await store.close();
});


const replacePart = (parts: readonly BodyPart[], name: string, value: unknown): BodyPart[] => [
  ...parts.filter((part) => part.name !== name),
  { name, value: JSON.stringify(value) }
];

const issuesOf = (response: Parameters<typeof submitBody>[0]) => submitBody(response).issues ?? [];

/** The test case with a Standard payment-election item, on a page only the optional-pages reading passes. */
const caseWithPaymentPage = (site: Partial<ClaimsCase["site"]> = {}): ClaimsCase => {
  const decoded = decodeModelConfig([
    { metadataHash: "std-payment", metadata: { dtoMapping: "prepopulatedData", formType: "Standard", page: "PaymentElection" }, fields: [{ key: "bank" }, { key: "method", defaultValue: "Check" }, { key: "payee", prepopulatedDataKey: "FirstName" }] }
  ]);
  if (Result.isFailure(decoded)) throw new Error("the payment item does not decode");
  const base = testCase({ site });
  return { ...base, modelConfig: [...base.modelConfig, ...decoded.success] };
};

const payment = (fields: WireFields) => [{ clientId: "prepopulatedData_00000009", id: null, metadataHash: "std-payment", fields }];

describe("models the submitted form never validated", () => {
  it("refuse a Standard claimDetails riding on a DocumentsUpload claim, with its bad date and unknown field", async () => {
    const { app, submit } = await submitter(store, { authorized: ["documents-upload"] });
    const details = { clientId: "claimDetails_00000003", id: null, metadataHash: "std-details", fields: { purchaseDate: "not a date", junk: "x".repeat(50 * KB) } };
    const parts = [...documentsClaimParts([receipt(1)]), { name: "claimDetails", value: JSON.stringify(details) }];
    const response = await nothingFiled(store, () => submit("documents-upload", parts));
    expect(response.statusCode).toBe(400);
    expect(submitBody(response).submitted).toBe(false);
    expect(issuesOf(response)).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ["claimDetails", "claimDetails_00000003", "junk"], code: "unknownField" })])
    );
    const clean = { ...details, fields: { purchaseDate: "not a date" } };
    const withoutJunk = await nothingFiled(store, () => submit("documents-upload", [...documentsClaimParts([receipt(1)]), { name: "claimDetails", value: JSON.stringify(clean) }]));
    expect(withoutJunk.statusCode).toBe(400);
    expect(issuesOf(withoutJunk)).toEqual([expect.objectContaining({ path: ["claimDetails", "claimDetails_00000003"], code: "notForThisForm" })]);
    await app.close();
  });

  it("refuse a model with the claimant's data on a page the claim does not pass, and let through one holding only defaults and prepopulated values", async () => {
    const { app, submit } = await submitter(store, { claimsCase: caseWithPaymentPage() });
    const filled = await nothingFiled(store, () => submit("standard", replacePart(standardClaimParts(), "prepopulatedData", payment({ bank: "Hidden Bank" }))));
    expect(filled.statusCode).toBe(400);
    expect(issuesOf(filled)).toEqual([expect.objectContaining({ path: ["prepopulatedData", "prepopulatedData_00000009"], code: "notOnPassedPage" })]);
    const chosen = await nothingFiled(store, () => submit("standard", replacePart(standardClaimParts(), "prepopulatedData", payment({ bank: null, method: "Wire" }))));
    expect(issueCodes(chosen)).toEqual(["notOnPassedPage"]);
    const overwritten = await nothingFiled(store, () => submit("standard", replacePart(standardClaimParts(), "prepopulatedData", payment({ payee: "Mallory" }))));
    expect(issueCodes(overwritten)).toEqual(["notOnPassedPage"]);
    const untouched = await submit("standard", replacePart(standardClaimParts(), "prepopulatedData", payment({ bank: null, method: "Check", payee: "Ada" })));
    expect(untouched.statusCode).toBe(200);
    await app.close();
  });

  it("file the same model when the case offers its page", async () => {
    const { app, submit } = await submitter(store, { claimsCase: caseWithPaymentPage({ standardWithOptionalPages: true, optionalPages: ["payment-election"] }) });
    const response = await submit("standard", replacePart(standardClaimParts(), "prepopulatedData", payment({ bank: "Open Bank" })));
    expect(response.statusCode).toBe(200);
    await app.close();
  });
});

describe("field keys the configuration does not have", () => {
  it("are refused in any model, naming part, model and key", async () => {
    const { app, submit } = await submitter(store);
    const response = await nothingFiled(store, () => submit("standard", standardClaimParts({ claimantInfo: { isAdmin: true }, claimDetails: { note: "hi" } })));
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ["claimantInfo", "claimantInfo_00000002", "isAdmin"], code: "unknownField" }),
        expect.objectContaining({ path: ["claimDetails", "claimDetails_00000003", "note"], code: "unknownField" })
      ])
    );
    await app.close();
  });

  it("leave the name, size and type the site writes beside a file list, and refuse anything else in a record", async () => {
    const { app, submit } = await submitter(store, { authorized: ["documents-upload"] });
    const described = documentRecord(receipt(1));
    expect(Object.keys(described.fields)).toEqual(expect.arrayContaining(["name", "size", "type"]));
    const filed = await submit("documents-upload", documentsClaimParts([receipt(1)], [described]));
    expect(filed.statusCode).toBe(200);
    const padded = { ...described, fields: { ...described.fields, lastModified: 1 } };
    const refused = await nothingFiled(store, () => submit("documents-upload", documentsClaimParts([receipt(1)], [padded])));
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused)).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ["documentContexts", described.clientId, "lastModified"], code: "unknownField" })])
    );
    expect(issueCodes(refused).filter((code) => code === "unknownField")).toHaveLength(1);
    await app.close();
  });
});
