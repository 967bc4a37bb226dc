// The data summary: labelled values need a label or an icon; the Lookup summary groups a member's data
// into name, address and contact sections, leaving out empty values and empty sections.
import { describe, expect, it } from "vitest";
import { fieldLabelKey, labelledValue, lookupSummary } from "../../../domain/forms/data-summary.ts";
import { ConfigurationError } from "../../../domain/errors/configuration-error.ts";

describe("the data summary", () => {
  it("refuses a labelled value with neither label nor icon, with the spec's message", () => {
    expect(() => labelledValue({ label: " ", value: "x" })).toThrow(ConfigurationError);
    expect(() => labelledValue({ value: "x" })).toThrow("Either label or icon must have a value.");
    expect(labelledValue({ icon: "phone", value: "x" })).toEqual({ icon: "phone", value: "x" });
  });

  it("names a field's label key from its key", () => {
    expect(fieldLabelKey("mailingStreetLine1")).toBe("LocKey_Label_MailingStreetLine1");
  });

  it("groups a member's data into sections, without the empty values and sections", () => {
    const summary = lookupSummary({ firstName: "Maria", middleInitial: null, lastName: "Alvarez", mailingCity: "Sacramento", email: " ", phone: "" });
    expect(summary.header).toBe("LocKey_Lookup_Found");
    expect(summary.sections).toEqual([
      {
        heading: "LocKey_Section_Name",
        values: [
          { label: "LocKey_Label_FirstName", value: "Maria" },
          { label: "LocKey_Label_LastName", value: "Alvarez" }
        ]
      },
      { heading: "LocKey_Section_Address", values: [{ label: "LocKey_Label_MailingCity", value: "Sacramento" }] }
    ]);
  });
});
