import { describe, expect, it } from "vitest";
import { requireLabelOrIcon } from "../../../domain/forms/label-or-icon.ts";
import { thrownBy } from "../../support/thrown-by.ts";

describe("requireLabelOrIcon", () => {
  it.each([{ label: "Next" }, { icon: "arrow-right" }, { label: "Next", icon: "arrow-right" }, { label: "", icon: "x" }])(
    "accepts %j",
    (content) => {
      expect(requireLabelOrIcon(content)).toBe(content);
    }
  );

  it.each([{}, { label: "" }, { label: "  ", icon: null }, { label: null, icon: undefined }])("refuses %j", (content) => {
    expect(thrownBy(() => requireLabelOrIcon(content))).toMatchObject({
      name: "ConfigurationError",
      reason: "labelOrIconRequired",
      message: "Either label or icon must have a value."
    });
  });
});
