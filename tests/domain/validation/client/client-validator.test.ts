import { describe, expect, it } from "vitest";
import { runClientValidators } from "../../../../domain/validation/client/client-validator.ts";
import { maxLength } from "../../../../domain/validation/client/max-length.ts";
import { required } from "../../../../domain/validation/client/required.ts";
import { email } from "../../../../domain/validation/client/email.ts";

const path = ["claimant", "email"];

describe("runClientValidators", () => {
  it("returns every issue in validator order", () => {
    const issues = runClientValidators("not an email address", [required(path), email(path), maxLength(path, 5)]);
    expect(issues.map((found) => found.code)).toEqual(["email", "maxLength"]);
  });

  it("returns nothing when every validator passes", () => {
    expect(runClientValidators("a@example.com", [required(path), email(path)])).toEqual([]);
  });

  it("returns nothing for an empty validator list", () => {
    expect(runClientValidators(null, [])).toEqual([]);
  });
});
