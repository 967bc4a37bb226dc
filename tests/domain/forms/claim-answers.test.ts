// The claim's answers for the summary and the receipt: grouped by page in the form's order, only what the
// pages draw (no credentials, hidden controls, hidden fields or file fields), documents by name, and each
// answer shown as an option's label, Yes or No, "Not provided" or its own text.
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { ANSWER_KEYS, answerDisplay, claimAnswers, type ClaimAnswersInput } from "../../../domain/forms/claim-answers.ts";
import { isSummaryPage } from "../../../domain/forms/summary-page.ts";
import { editField } from "../../../domain/forms/field-editing.ts";
import type { Fields } from "../../../domain/forms/field-value.ts";
import type { ModelSet } from "../../../domain/forms/form-model.ts";
import { decodeModelConfig, type ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";
import { buildSavedModels, createModel } from "../../../domain/forms/model-factory.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { addDraft, saveDraft } from "../../../domain/forms/records.ts";
import type { OptionalPage } from "../../../domain/navigation/navigation-node.ts";
import { DEFAULT_SEQUENCES, sequenceFor } from "../../../domain/navigation/navigation-sequences.ts";
import { seededCharacters } from "../../support/seeded-characters.ts";

const CONFIG: readonly ModelConfigItem[] = Result.getOrThrow(
  decodeModelConfig([
    {
      metadataHash: "credentials",
      metadata: { dtoMapping: "credentials", formType: "Standard" },
      fields: [{ key: "noticeId", label: "LocKey_Label_NoticeId" }]
    },
    {
      metadataHash: "claimant",
      metadata: { dtoMapping: "claimantInfo", formType: "Standard", page: "ClaimantInfo" },
      fields: [
        { key: "firstName", label: "LocKey_Label_FirstName" },
        { key: "mailingSubDivision", control: "select", label: "LocKey_Label_MailingSubDivision" },
        { key: "mailingCountry", control: "select", label: "LocKey_Label_MailingCountry", defaultValue: "US" },
        { key: "mailingPostalCodeNonUS", label: "LocKey_Label_MailingPostalCodeNonUS" },
        { key: "phone", label: "LocKey_Label_Phone" },
        {
          key: "textOptIn",
          control: "checkbox",
          label: "LocKey_Label_TextOptIn",
          dependencies: { conditions: [{ field: "phone", hasValue: true }], disableInsteadOfHide: true }
        },
        { key: "source", control: "hidden" }
      ]
    },
    {
      metadataHash: "details",
      metadata: { dtoMapping: "claimDetails", formType: "Standard", page: "ClaimDetails" },
      fields: [
        {
          key: "purchaseChannel",
          control: "radio",
          label: "LocKey_Label_PurchaseChannel",
          options: [
            { value: "Retail", label: "LocKey_Option_PurchaseChannel_Retail" },
            { value: "Online", label: "LocKey_Option_PurchaseChannel_Online" }
          ]
        },
        { key: "retailerName", label: "LocKey_Label_RetailerName", dependencies: { conditions: [{ field: "purchaseChannel", equals: ["Retail"] }] } },
        { key: "units" }
      ]
    },
    {
      metadataHash: "payment",
      metadata: { dtoMapping: "prepopulatedData", formType: "Standard", page: "PaymentElection" },
      fields: [{ key: "paymentMethod", control: "radio", label: "LocKey_Label_PaymentMethod" }]
    },
    {
      metadataHash: "documents",
      metadata: { dtoMapping: "DocumentContexts", formType: "Standard", page: "SupportingDocuments" },
      fields: [
        { key: "documentFile", control: "file", label: "LocKey_Label_DocumentFile" },
        { key: "name", control: "hidden" }
      ]
    },
    {
      metadataHash: "signature",
      metadata: { dtoMapping: "signature", formType: "Standard", page: "ClaimSummary" },
      fields: [{ key: "signature", label: "LocKey_Label_Signature" }]
    },
    {
      metadataHash: "auto-details",
      metadata: { dtoMapping: "claimDetails", formType: "Automotive", page: "ClaimDetails" },
      fields: [{ key: "vin", label: "LocKey_Label_Vin" }]
    }
  ])
);

const NODES = sequenceFor(DEFAULT_SEQUENCES, "Standard", { standardWithOptionalPages: true });
const BOTH_OFFERED: ReadonlySet<OptionalPage> = new Set(["payment-election", "supporting-documents"]);

const edit = (set: ModelSet, metadataHash: string, values: Fields): ModelSet =>
  modelSet(
    set.saved.map((model) =>
      model.metadataHash === metadataHash ? Object.entries(values).reduce((current, [key, value]) => editField(current, key, value), model) : model
    ),
    set.drafts
  );

const startedClaim = (): ModelSet => modelSet(buildSavedModels(CONFIG, seededCharacters()));

const withDocument = (set: ModelSet, name: string): ModelSet => {
  const template = CONFIG.find((item) => item.metadataHash === "documents")!;
  const draft = editField(createModel(template, () => name.replace(/[^a-z]/g, "").slice(0, 8).padEnd(8, "x")), "documentFile", [{ name, size: 1200, type: "application/pdf" }]);
  return saveDraft(addDraft(set, draft), draft.clientId);
};

const answersFor = (models: ModelSet, overrides: Partial<ClaimAnswersInput> = {}) =>
  claimAnswers({ formType: "Standard", nodes: NODES, optionalPages: BOTH_OFFERED, models, config: CONFIG, includeSummary: false, ...overrides });

const keysOf = (groups: ReturnType<typeof claimAnswers>) => groups.map((group) => [group.page, group.answers.map((answer) => answer.key)]);

describe("the claim's answers", () => {
  it("groups the drawn fields by page in the form's order, without the credentials and up to the summary", () => {
    const groups = answersFor(edit(startedClaim(), "claimant", { firstName: "Ada" }));
    expect(keysOf(groups)).toEqual([
      ["claimantInfo", ["firstName", "mailingSubDivision", "mailingCountry", "phone", "textOptIn"]],
      ["claimDetails", ["purchaseChannel", "units"]],
      ["paymentElection", ["paymentMethod"]],
      ["supportingDocuments", []]
    ]);
    expect(groups.map((group) => group.path)).toEqual([
      "/standard/claimant-info",
      "/standard/claim-details",
      "/standard/payment-election",
      "/standard/supporting-documents"
    ]);
    expect(groups[0]?.answers[0]).toEqual({
      clientId: expect.stringMatching(/^claimantInfo_/) as unknown,
      key: "firstName",
      label: "LocKey_Label_FirstName",
      value: "Ada",
      control: "text",
      options: []
    });
  });

  it("keeps the summary's own answers when asked (the receipt), never the confirmation", () => {
    const groups = answersFor(edit(startedClaim(), "signature", { signature: "Ada Lovelace" }), { includeSummary: true });
    expect(groups.at(-1)).toMatchObject({ page: "claimSummary", path: "/standard/claim-summary", documents: null });
    expect(groups.at(-1)?.answers.map((answer) => [answer.key, answer.value])).toEqual([["signature", "Ada Lovelace"]]);
  });

  it("leaves out the pages the skip-checks pass by", () => {
    expect(keysOf(answersFor(startedClaim(), { optionalPages: new Set() })).map(([page]) => page)).toEqual(["claimantInfo", "claimDetails"]);
  });

  it("follows the dependencies: a hidden field is left out, a disabled one stays", () => {
    const shown = answersFor(edit(startedClaim(), "details", { purchaseChannel: "Retail", retailerName: "Acme" }));
    expect(keysOf(shown)[1]).toEqual(["claimDetails", ["purchaseChannel", "retailerName", "units"]]);
    const hidden = answersFor(edit(startedClaim(), "details", { purchaseChannel: "Online", retailerName: "Acme" }));
    expect(keysOf(hidden)[1]).toEqual(["claimDetails", ["purchaseChannel", "units"]]);
    // textOptIn is disabled (no phone) but still drawn, so it is still an answer.
    expect(keysOf(hidden)[0]?.[1]).toContain("textOptIn");
  });

  it("follows the address rule: no country without international support, the non-US fields only abroad", () => {
    expect(keysOf(answersFor(startedClaim(), { international: false }))[0]?.[1]).toEqual(["firstName", "mailingSubDivision", "phone", "textOptIn"]);
    const abroad = answersFor(edit(startedClaim(), "claimant", { mailingCountry: "CA" }));
    expect(keysOf(abroad)[0]?.[1]).toEqual(["firstName", "mailingCountry", "mailingPostalCodeNonUS", "phone", "textOptIn"]);
  });

  it("offers the address block's own lists for its selects, so the answer reads as a name", () => {
    const [claimant] = answersFor(edit(startedClaim(), "claimant", { mailingSubDivision: "CA" }));
    const state = claimant?.answers.find((answer) => answer.key === "mailingSubDivision");
    expect(state === undefined ? null : answerDisplay(state)).toEqual({ key: "California" });
  });

  it("lists the saved documents of a page by the name of their file", () => {
    const groups = answersFor(withDocument(withDocument(startedClaim(), "receipt.pdf"), "invoice.pdf"));
    const documents = groups.find((group) => group.page === "supportingDocuments")?.documents;
    expect(documents?.map((document) => document.name)).toEqual(["receipt.pdf", "invoice.pdf"]);
    expect(groups.find((group) => group.page === "claimDetails")?.documents).toBeNull();
  });

  it("gives another form type's pages and models nothing of this one", () => {
    const groups = claimAnswers({
      formType: "Automotive",
      nodes: sequenceFor(DEFAULT_SEQUENCES, "Automotive", { standardWithOptionalPages: false }),
      optionalPages: new Set(),
      models: startedClaim(),
      config: CONFIG,
      includeSummary: false
    });
    expect(keysOf(groups)).toEqual([["claimDetails", ["vin"]]]);
  });

  it("knows the summary page by its path", () => {
    expect(isSummaryPage("/standard/claim-summary/")).toBe(true);
    expect(isSummaryPage("/automotive/Claim-Summary")).toBe(true);
    expect(isSummaryPage("/standard/claim-details")).toBe(false);
  });
});

describe("how an answer is shown", () => {
  const options = [
    { value: "Retail", label: "LocKey_Option_PurchaseChannel_Retail" },
    { value: "2", label: "LocKey_Option_Two" }
  ];

  it("says 'Not provided' for nothing, an empty or a blank text", () => {
    for (const value of [null, "", "   "]) expect(answerDisplay({ value, options: [], control: "text" })).toEqual({ key: ANSWER_KEYS.notProvided });
  });

  it("says Yes or No for a checkbox: false, and nothing set yet, are No", () => {
    expect(answerDisplay({ value: true, options: [], control: "checkbox" })).toEqual({ key: "LocKey_Answer_Yes" });
    expect(answerDisplay({ value: "true", options: [], control: "checkbox" })).toEqual({ key: "LocKey_Answer_Yes" });
    expect(answerDisplay({ value: false, options: [], control: "checkbox" })).toEqual({ key: "LocKey_Answer_No" });
    expect(answerDisplay({ value: null, options: [], control: "checkbox" })).toEqual({ key: "LocKey_Answer_No" });
    // A boolean held by another control still reads as Yes or No.
    expect(answerDisplay({ value: false, options: [], control: "hidden" })).toEqual({ key: "LocKey_Answer_No" });
  });

  it("gives a chosen option's label, matched loosely, and any other value as it is", () => {
    expect(answerDisplay({ value: "retail", options, control: "radio" })).toEqual({ key: "LocKey_Option_PurchaseChannel_Retail" });
    expect(answerDisplay({ value: 2, options, control: "select" })).toEqual({ key: "LocKey_Option_Two" });
    expect(answerDisplay({ value: "Catalogue", options, control: "hybridRadioText" })).toEqual({ text: "Catalogue" });
    expect(answerDisplay({ value: 1250.5, options: [], control: "text" })).toEqual({ text: "1250.5" });
  });
});
