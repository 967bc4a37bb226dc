import { describe, expect, it } from "vitest";
import { isConfirmation, userConfirmsNone } from "../../../../domain/validation/client/user-confirms-none.ts";

const path = ["claimDetails", "noDocuments"];

describe("userConfirmsNone", () => {
  it("requires the confirmation while no document was saved", () => {
    const validate = userConfirmsNone(path, 0);
    expect(validate(null)).toEqual({ path, code: "userConfirmsNone", params: {} });
    expect(validate(false)?.code).toBe("userConfirmsNone");
    expect(validate("false")?.code).toBe("userConfirmsNone");
    expect(validate(" ")?.code).toBe("userConfirmsNone");
  });

  it("is satisfied by a ticked box while the list is empty", () => {
    const validate = userConfirmsNone(path, 0);
    expect(validate(true)).toBeNull();
    expect(validate("true")).toBeNull();
  });

  it("does not require the confirmation once a record exists", () => {
    const validate = userConfirmsNone(path, 1);
    expect(validate(null)).toBeNull();
    expect(validate(false)).toBeNull();
  });

  it("refuses a confirmation of none left beside saved records", () => {
    const validate = userConfirmsNone(path, 2);
    expect(validate(true)).toEqual({ path, code: "userConfirmsNoneWithRecords", params: {} });
    expect(validate("true")?.code).toBe("userConfirmsNoneWithRecords");
  });
});

describe("isConfirmation", () => {
  it("counts every filled-in value except false as a confirmation", () => {
    expect(isConfirmation(true)).toBe(true);
    expect(isConfirmation("yes")).toBe(true);
    expect(isConfirmation(" FALSE ")).toBe(false);
    expect(isConfirmation(null)).toBe(false);
    expect(isConfirmation([])).toBe(false);
  });
});
