// A claim file's answers under a dtoMapping several models of the form share (a prepopulatedData model on
// the payment election and another beside the documents): each answer goes to the one model that has its
// field, and only there; a field none of them has, or more than one has, is said with its path. A kind one
// model has keeps every answer, as before.
import { describe, expect, it } from "vitest";
import { type ClaimFile } from "../../../cli/replay/claim-file.schema.ts";
import { matchAnswers } from "../../../cli/replay/claim-answers.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import type { ModelConfigItem } from "../../../domain/forms/model-config.schema.ts";

const item = (metadataHash: string, dtoMapping: ModelConfigItem["metadata"]["dtoMapping"], page: string | undefined, keys: readonly string[]): ModelConfigItem => ({
  metadataHash,
  metadata: { dtoMapping, formType: "Standard", ...(page === undefined ? {} : { page }) },
  fields: keys.map((key) => ({ key }))
});

const CONFIG: readonly ModelConfigItem[] = [
  item("credentials", "credentials", undefined, ["noticeId", "pin"]),
  item("details", "claimDetails", "ClaimDetails", ["modelNumber"]),
  item("payment", "prepopulatedData", "PaymentElection", ["paymentMethod", "paypalEmail"]),
  item("no-documents", "prepopulatedData", "SupportingDocuments", ["noDocuments", "paypalEmail"])
];

const claimWith = (answers: NonNullable<ClaimFile["answers"]>): ClaimFile => ({
  formType: "Standard",
  credentials: { noticeId: "NWD-1", pin: "1" },
  answers,
  expect: { outcome: "submitted" }
});

const model = (metadataHash: string): FormModel => {
  const config = CONFIG.find((candidate) => candidate.metadataHash === metadataHash)!;
  return { clientId: `${metadataHash}_1`, id: null, metadata: { dtoMapping: config.metadata.dtoMapping }, metadataHash, fields: {}, fieldStates: {} };
};

describe("answers under a dtoMapping several models share", () => {
  it("go each to the model that has the field, and only there", () => {
    const matched = matchAnswers(claimWith({ prepopulatedData: { paymentMethod: "Check", noDocuments: true }, claimDetails: { modelNumber: "NWR-1" } }), CONFIG, "Standard");
    expect(matched.findings).toEqual([]);
    expect(matched.placed.map((placed) => [placed.item.metadataHash, placed.answers])).toEqual([
      ["credentials", { noticeId: "NWD-1", pin: "1" }],
      ["payment", { paymentMethod: "Check" }],
      ["no-documents", { noDocuments: true }],
      ["details", { modelNumber: "NWR-1" }]
    ]);
    expect(matched.answers.forModel(model("payment"))).toEqual([["paymentMethod", "Check"]]);
    expect(matched.answers.forModel(model("no-documents"))).toEqual([["noDocuments", true]]);
    expect(matched.answers.forModel(model("details"))).toEqual([["modelNumber", "NWR-1"]]);
  });

  it("say a field none of them has, and one that several have, with its path", () => {
    const matched = matchAnswers(claimWith({ prepopulatedData: { paymentMetod: "Check", paypalEmail: "a@example.com" } }), CONFIG, "Standard");
    expect(matched.findings).toEqual([
      { path: "answers.prepopulatedData.paymentMetod", problem: expect.stringMatching(/^no prepopulatedData model has a field "paymentMetod" \(did you mean "paymentMethod"\?\)/) as unknown },
      { path: "answers.prepopulatedData.paypalEmail", problem: '"paypalEmail" is a field of several prepopulatedData models (payment, no-documents): name the model by its metadataHash' }
    ]);
  });

  it("are taken by metadataHash for one model alone", () => {
    const matched = matchAnswers(claimWith({ "no-documents": { paypalEmail: "a@example.com" } }), CONFIG, "Standard");
    expect(matched.findings).toEqual([]);
    expect(matched.answers.forModel(model("no-documents"))).toEqual([["paypalEmail", "a@example.com"]]);
    expect(matched.answers.forModel(model("payment"))).toEqual([]);
  });
});
