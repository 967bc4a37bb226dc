// The textarea block: five rows, the value stored as typed (emptied as null), every issue shown (a text
// field shows only its first) once left, the placeholder as a hint, and disabled by a dependency.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderFields } from "../support/render-fields.tsx";
import { demoText, serveDemoApi } from "../support/render-site.tsx";

const api = serveDemoApi();

const DESCRIPTION = {
  key: "description",
  control: "textarea",
  label: "LocKey_Label_Description",
  placeholder: "LocKey_Placeholder_Description",
  validations: [
    { type: "maxLength", params: { max: 5 } },
    { type: "regularExpression", params: { pattern: "[0-9]+" } }
  ]
};

describe("the textarea block", () => {
  it("has five rows, says its placeholder as a hint and stores what is typed, an emptied one as null", async () => {
    const { user, valueOf } = await renderFields(api, [DESCRIPTION]);
    const area = screen.getByRole("textbox", { name: demoText("LocKey_Label_Description") });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveAttribute("rows", "5");
    expect(area).toHaveAccessibleDescription(demoText("LocKey_Placeholder_Description"));
    await user.type(area, "12{Enter}34");
    expect(valueOf("description")).toBe("12\n34");
    await user.clear(area);
    expect(valueOf("description")).toBeNull();
  });

  it("shows the length issue alone for a value past the cap, with the hidden error prefix, and the pattern's once within it", async () => {
    const { user } = await renderFields(api, [DESCRIPTION, { key: "after", control: "text", label: "After" }]);
    const area = screen.getByRole("textbox", { name: demoText("LocKey_Label_Description") });
    await user.type(area, "letters only");
    await user.tab();
    expect(area).toHaveAttribute("aria-invalid", "true");
    const tooLong = demoText("LocKey_Validation_MaxLength").replace("{max}", "5");
    const badFormat = demoText("regex-invalid-value");
    // No pattern runs over a value past its cap: only the cap is said.
    expect(screen.getByText(tooLong)).toBeVisible();
    expect(screen.queryByText(badFormat)).toBeNull();
    expect(screen.getAllByText(demoText("LocKey_Error_Prefix"))).toHaveLength(1);
    expect(area).toHaveAccessibleDescription(new RegExp(`${tooLong}$`));
    await user.clear(area);
    await user.type(area, "abc");
    await user.tab();
    expect(screen.getByText(badFormat)).toBeVisible();
    expect(screen.queryByText(tooLong)).toBeNull();
    expect(area).toHaveAccessibleDescription(new RegExp(`${badFormat}$`));
  });

  it("is disabled while a dependency with disableInsteadOfHide is unmet, and hidden while a plain one is", async () => {
    await renderFields(api, [
      { key: "owner", control: "text", label: "Owner" },
      { ...DESCRIPTION, dependencies: { conditions: [{ field: "owner", hasValue: true }], disableInsteadOfHide: true } },
      { key: "notes", control: "textarea", label: "Notes", dependencies: { conditions: [{ field: "owner", hasValue: true }] } }
    ]);
    expect(screen.getByRole("textbox", { name: demoText("LocKey_Label_Description") })).toBeDisabled();
    expect(screen.queryByRole("textbox", { name: "Notes" })).toBeNull();
    expect(within(document.body).getByRole("textbox", { name: "Owner" })).toBeEnabled();
  });
});
