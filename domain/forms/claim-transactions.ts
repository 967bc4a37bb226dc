// Claim transactions (spec section 3): other models belong to a transaction through their
// claimTransactionId field, which holds the transaction model's client id.
import type { FormModel, ModelSet } from "./form-model.ts";
import { findModel } from "./model-set.ts";

export const CLAIM_TRANSACTION_ID = "claimTransactionId";

export const linkToTransaction = (model: FormModel, transaction: FormModel): FormModel => ({
  ...model,
  fields: { ...model.fields, [CLAIM_TRANSACTION_ID]: transaction.clientId }
});

/** The models linked to a transaction, in set order; the transaction must exist. */
export const modelsOfTransaction = (set: ModelSet, transactionClientId: string): readonly FormModel[] => {
  findModel(set, transactionClientId);
  return [...set.saved, ...set.drafts].filter((model) => model.fields[CLAIM_TRANSACTION_ID] === transactionClientId);
};
