// The payment election check: a claimant who elects the wallet provider (paymentMethod loosely "PayPal")
// must name the wallet account the member verified; a different address, or none on record, is a
// non-matching payment election (spec section 4), whatever the letter case.
import type { FieldValue } from "../../../domain/forms/field-value.ts";
import type { FormModel } from "../../../domain/forms/form-model.ts";
import { looselyEquals } from "../../../domain/validation/loose-comparison.ts";
import type { RosterMember } from "../../store/member-roster.port.ts";

export const PAYMENT_METHOD_FIELD = "paymentMethod";
export const WALLET_EMAIL_FIELD = "paypalEmail";
export const WALLET_PAYMENT_METHOD = "PayPal";

const emailKey = (value: FieldValue | undefined): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim().toLowerCase() : null;

export const hasNonMatchingPaymentElection = (models: readonly FormModel[], member: RosterMember): boolean => {
  const verified = emailKey(member.walletEmail);
  return models.some((model) => {
    const method = model.fields[PAYMENT_METHOD_FIELD];
    if (method === undefined || !looselyEquals(method, WALLET_PAYMENT_METHOD)) return false;
    const elected = emailKey(model.fields[WALLET_EMAIL_FIELD]);
    return verified === null || elected !== verified;
  });
};
