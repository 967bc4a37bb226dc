// The autocomplete tokens of the personal fields (PATTERNS "Inputs"), and none for anything else.
import { describe, expect, it } from "vitest";
import { autocompleteFor } from "../../../web/blocks/autocomplete.ts";

describe("autocompleteFor", () => {
  it("names the token of each personal field", () => {
    expect({
      firstName: autocompleteFor("firstName"),
      middleInitial: autocompleteFor("middleInitial"),
      lastName: autocompleteFor("lastName"),
      mailingStreetLine1: autocompleteFor("mailingStreetLine1"),
      mailingStreetLine2: autocompleteFor("mailingStreetLine2"),
      mailingCity: autocompleteFor("mailingCity"),
      mailingSubDivision: autocompleteFor("mailingSubDivision"),
      mailingPostalCode: autocompleteFor("mailingPostalCode"),
      mailingPostalCodeNonUS: autocompleteFor("mailingPostalCodeNonUS"),
      mailingCountry: autocompleteFor("mailingCountry"),
      email: autocompleteFor("email"),
      confirmEmailAddress: autocompleteFor("confirmEmailAddress"),
      phone: autocompleteFor("phone")
    }).toEqual({
      firstName: "given-name",
      middleInitial: "additional-name",
      lastName: "family-name",
      mailingStreetLine1: "address-line1",
      mailingStreetLine2: "address-line2",
      mailingCity: "address-level2",
      mailingSubDivision: "address-level1",
      mailingPostalCode: "postal-code",
      mailingPostalCodeNonUS: "postal-code",
      mailingCountry: "country",
      email: "email",
      confirmEmailAddress: "email",
      phone: "tel"
    });
  });

  it("gives no token to other fields, nor to names an object inherits", () => {
    expect(autocompleteFor("productType")).toBeUndefined();
    expect(autocompleteFor("noticeId")).toBeUndefined();
    expect(autocompleteFor("toString")).toBeUndefined();
    expect(autocompleteFor("__proto__")).toBeUndefined();
  });
});
