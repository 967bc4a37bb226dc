import { describe, expect, it } from "vitest";
import { camelCase } from "../../../domain/forms/camel-case.ts";

describe("camelCase", () => {
  it.each([
    ["ClaimTransactionId", "claimTransactionId"],
    ["claimTransactionId", "claimTransactionId"],
    ["claim_transaction id", "claimTransactionId"],
    ["CLAIM-DETAILS", "claimDetails"],
    ["URLPath", "urlPath"],
    ["Address2Line", "address2Line"],
    ["", ""]
  ])("%s -> %s", (input, expected) => {
    expect(camelCase(input)).toBe(expected);
  });
});
