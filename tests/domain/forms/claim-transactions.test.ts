import { describe, expect, it } from "vitest";
import { CLAIM_TRANSACTION_ID, linkToTransaction, modelsOfTransaction } from "../../../domain/forms/claim-transactions.ts";
import { modelSet } from "../../../domain/forms/model-set.ts";
import { formModel } from "../../support/form-model-fixture.ts";

const purchase = formModel("claimTransactions_aaaaaaaa", "claimTransactions", { amount: 20 });
const refund = formModel("claimTransactions_bbbbbbbb", "claimTransactions", { amount: -5 });
const receipt = formModel("documentContexts_cccccccc", "documentContexts", { name: "receipt.pdf", [CLAIM_TRANSACTION_ID]: null });
const note = formModel("documentContexts_dddddddd", "documentContexts", { name: "note.pdf" });

describe("claim transactions", () => {
  it("link a model through its claimTransactionId field", () => {
    expect(linkToTransaction(receipt, purchase).fields[CLAIM_TRANSACTION_ID]).toBe("claimTransactions_aaaaaaaa");
    expect(linkToTransaction(note, refund).fields).toEqual({ name: "note.pdf", claimTransactionId: "claimTransactions_bbbbbbbb" });
  });

  it("list the models of one transaction, drafts included", () => {
    const set = modelSet([purchase, refund, linkToTransaction(receipt, purchase)], [linkToTransaction(note, purchase)]);
    expect(modelsOfTransaction(set, purchase.clientId).map((m) => m.clientId)).toEqual([receipt.clientId, note.clientId]);
    expect(modelsOfTransaction(set, refund.clientId)).toEqual([]);
    expect(() => modelsOfTransaction(set, "claimTransactions_zzzzzzzz")).toThrow(
      "No formModel found with the clientId claimTransactions_zzzzzzzz"
    );
  });
});
