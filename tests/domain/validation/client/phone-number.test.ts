import { describe, expect, it } from "vitest";
import { PHONE_EXAMPLE_FORMAT, isUsPhoneNumber, usPhoneNumber } from "../../../../domain/validation/client/phone-number.ts";

const path = ["claimantInfo", "phoneNumber"];

describe("usPhoneNumber", () => {
  it("uses the spec's example format", () => {
    expect(PHONE_EXAMPLE_FORMAT).toBe("(123) 456-7890");
    expect(isUsPhoneNumber(PHONE_EXAMPLE_FORMAT)).toBe(true);
  });

  it("accepts ten bare digits, the unmasked value", () => {
    expect(isUsPhoneNumber("1234567890")).toBe(true);
  });

  it("rejects partial, differently formatted or longer numbers", () => {
    for (const text of ["(123) 456-789", "(123)456-7890", "123-456-7890", "12345678901", "(abc) def-ghij"]) {
      expect(isUsPhoneNumber(text), text).toBe(false);
    }
  });

  it("reports at the field's path and lets blank values pass", () => {
    expect(usPhoneNumber(path)("(123) 456-78")).toEqual({ path, code: "phoneNumber", params: {} });
    expect(usPhoneNumber(path)(null)).toBeNull();
    expect(usPhoneNumber(path)(1234567890)).toBeNull();
  });
});
