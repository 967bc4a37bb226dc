// The text block: its label with the required marker, the placeholder as a hint, the value stored as typed
// (an emptied field as null), and its first issue shown once the field is left.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

describe("the text block", () => {
  it("stores what is typed, an emptied field as null, and shows only the first issue after leaving it", async () => {
    const { user, valueOf } = await renderFields(api, [
      { key: "city", control: "text", label: "City", placeholder: "As on your mail", validations: [{ type: "required" }, { type: "maxLength", params: { max: 3 } }] }
    ]);
    const input = screen.getByRole("textbox", { name: `City ${demoText("LocKey_Required_Marker")}` });
    expect(input).toHaveAccessibleDescription("As on your mail");
    await user.type(input, "Seattle");
    expect(valueOf("city")).toBe("Seattle");
    await user.tab();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/The maximum length allowed is 3$/);
    await user.clear(input);
    expect(valueOf("city")).toBeNull();
    expect(input).toHaveAccessibleDescription(new RegExp(`${demoText("LocKey_Validation_Required")}$`));
  });

  it("is disabled while a dependency with disableInsteadOfHide is unmet, and hidden while a plain one is", async () => {
    await renderFields(api, [
      { key: "country", control: "text", label: "Country" },
      { key: "zip", control: "text", label: "Zip", dependencies: { conditions: [{ field: "country", equals: ["US"] }] } },
      { key: "phone", control: "text", label: "Phone", dependencies: { conditions: [{ field: "country", hasValue: true }], disableInsteadOfHide: true } }
    ]);
    expect(screen.queryByRole("textbox", { name: "Zip" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Phone" })).toBeDisabled();
  });

  it("draws an input group's text before and after the input, hidden from the accessible name", async () => {
    await renderFields(api, [{ key: "price", control: "text", label: "Price", inputGroup: { prependedText: "$", appendedText: "USD" } }]);
    const input = screen.getByRole("textbox", { name: "Price" });
    const before = screen.getByText("$");
    const after = screen.getByText("USD");
    expect(before).toHaveAttribute("aria-hidden", "true");
    expect(before.nextElementSibling).toBe(input);
    expect(input.nextElementSibling).toBe(after);
  });
});
